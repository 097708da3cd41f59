import Foundation
import ListDocsEngine
import ListDocsPresentation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// The Objective-C a page for iOS 7 and earlier shows builds for that iOS: each such
/// walkthrough of the project and of a matrix is assembled into its implementation file
/// (`WalkthroughSwiftFile.objectiveCSource`) and checked by `clang -fsyntax-only` against
/// the declarations read from Apple's headers (Tests/SDK/ObjectiveC, a system header as the SDK's are, written by
/// Scripts/sdk-objc-header), with the page's iOS as the deployment target: a method the
/// headers mark as later than that iOS is an error, as in Xcode.
@Suite struct ObjectiveCSyntaxTests {
    static let headers = packageRoot.appendingPathComponent("Tests/SDK/ObjectiveC").path

    /// The errors clang finds in `source`, built for `ios`.
    static func errors(_ source: String, ios: UIKitVersion) throws -> [String] {
        let folder = try temporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("ListViewController.m")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let output = try toolDiagnostics(
            [
                "clang", "-fsyntax-only", "-x", "objective-c", "-target",
                "armv7-apple-ios\(ios.major).\(ios.minor)", "-fobjc-arc", "-fblocks", "-isystem",
                headers,
                "-Werror", "-Wunguarded-availability", "-Wno-unused-value", file.path,
            ])
        return output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
    }

    /// Every problem of the Objective-C cases: clang's errors, and a page whose code says
    /// it has no Objective-C for a piece.
    static func problems(_ cases: [TypeCheckTests.Case]) throws -> [String] {
        var problems: [String] = []
        for item in cases {
            let source = WalkthroughSwiftFile.objectiveCSource(item.presentation)
            if source.contains("no Objective-C is written") {
                problems.append("\(item.origin): \(source)")
            }
            for error in try errors(source, ios: item.presentation.ios) {
                problems.append("\(item.origin) (iOS \(item.presentation.ios)): \(error)")
            }
        }
        return problems
    }

    @Test func aCallTheIOSLacksIsAnError() throws {
        let source = """
            #import <UIKit/UIKit.h>
            void f(UITableView *tableView) {
                [tableView moveSection:0 toSection:1];
            }
            """
        #expect(try Self.errors(source, ios: UIKitVersion(5)).isEmpty)
        let errors = try Self.errors(source, ios: UIKitVersion(4))
        #expect(errors.count == 1 && errors[0].contains("moveSection:toSection:"))
        #expect(
            try Self.errors("void g(void) { [nil frobnicate]; }", ios: UIKitVersion(7)).count == 1)
    }

    @Test func everyObjectiveCWalkthroughOfTheProjectBuilds() throws {
        let cases = try
            (TypeCheckTests.recipeCases("Content")
            + TypeCheckTests.recipeCases("Templates/catalog")
            + TypeCheckTests.recipeCases("Tests/Browser/site/Content")
            + TypeCheckTests.recipeCases("Tests/ListDocsExplainTests/Goldens"))
            .filter { $0.presentation.language == .objectiveC }
        #expect(cases.count >= 9)
        let problems = try Self.problems(cases)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        print("Objective-C pages checked by clang:", cases.count)
    }

    @Test func theObjectiveCMatrixBuilds() throws {
        let cases = try CodeMatrix.objectiveCCases().map { origin, walkthrough in
            TypeCheckTests.Case(origin: origin, presentation: WalkthroughPresentation(walkthrough))
        }
        #expect(cases.allSatisfy { $0.presentation.language == .objectiveC })
        let problems = try Self.problems(cases)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        print("Objective-C matrix checked by clang:", cases.count)
    }
}

import Foundation
import ListDocsTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The stub SDK the type check compiles against (`Tests/SDK`) says what Apple's headers
/// say. `Scripts/sdk-record` reads the headers (theos/sdks, iPhoneOS 9.3–16.5) for every
/// declaration in `Tests/SDK/Declarations.txt` and writes `Tests/SDK/Record.tsv`; these
/// tests hold the stub to that record: each declaration's signature (types, optionality,
/// defaults, `throws`), the era it appears in against the version that introduced it, the
/// enums' cases, and the main actor of its class. A stub member of such a class with no
/// header behind it fails too.
@Suite struct SDKRecordTests {
    struct Row {
        var stubClass, swiftName, signature, introduced, actor, source: String
    }

    /// A declaration of the stub: where it is, its signature as the record writes one,
    /// and the `IOS_N` condition it stands under.
    struct Member {
        var signature: String
        var condition: Int?
        var mainActor: Bool
    }

    static func record() throws -> [Row] {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/SDK/Record.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(
                stubClass: f[0], swiftName: f[1], signature: f[2], introduced: f[3], actor: f[4],
                source: f[5])
        }
    }

    static func stub() throws -> [String: [String: Member]] {
        var collector = StubMembers(viewMode: .sourceAccurate)
        for module in ["UIKit", "UIKit+Record", "CoreData", "CoreData+Record"] {
            let text = try String(
                contentsOf: packageRoot.appendingPathComponent("Tests/SDK/\(module).swift"),
                encoding: .utf8)
            collector.walk(Parser.parse(source: text))
        }
        collector.resolveExtensions()
        return collector.members
    }

    /// The stub's eras: a walkthrough compiles against the newest at or below its version.
    static let eras = SwiftTypeChecker.Era.allCases.map(\.rawValue)

    /// The era a declaration introduced at `version` may first appear in.
    static func era(for version: String) -> Int? {
        guard let major = Int(version.split(separator: ".")[0]) else { return nil }
        return eras.first { $0 >= major }
    }

    @Test func everyRecordedDeclarationIsInTheStubAsTheHeaderSaysIt() throws {
        let stub = try Self.stub()
        var problems: [String] = []
        for row in try Self.record() {
            guard let member = stub[row.stubClass]?[row.swiftName] else {
                problems.append(
                    "\(row.stubClass).\(row.swiftName): not in the stub (\(row.source))")
                continue
            }
            let recorded = row.signature.replacing(/@\d+(\.\d+)?/, with: "")
            if member.signature != recorded {
                problems.append(
                    "\(row.stubClass).\(row.swiftName): the stub says \(member.signature), \(row.source) says \(recorded)"
                )
            }
            if row.actor.hasPrefix("main-actor") != member.mainActor {
                problems.append(
                    "\(row.stubClass).\(row.swiftName): main actor \(member.mainActor), \(row.source) \(row.actor)"
                )
            }
            // An era above the lowest may not have what its version lacks.
            if let era = Self.era(for: row.introduced), era > Self.eras[0],
                member.condition ?? Self.eras[0] < era
            {
                problems.append(
                    "\(row.stubClass).\(row.swiftName): iOS \(row.introduced) (\(row.source)), but in the stub from era \(member.condition ?? Self.eras[0])"
                )
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The classes the headers declare are written from the record, not by hand: the
    /// generator, run again, writes the same files (it fails when they differ).
    @Test func theStubsClassesAreWrittenFromTheRecord() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", packageRoot.appendingPathComponent("Scripts/sdk-stub").path, "--check",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// A class the record covers has no member the headers do not declare.
    @Test func theStubDeclaresNothingTheHeadersDoNot() throws {
        let record = try Self.record()
        let covered = Dictionary(grouping: record, by: \.stubClass).mapValues {
            Set($0.map(\.swiftName))
        }
        var extra: [String] = []
        for (type, members) in try Self.stub() {
            guard let names = covered[type] else { continue }
            // `_bridgeToObjectiveC()` and its kin are the bridging conformance Foundation
            // declares (a snapshot `as` its reference type), not a header's API.
            extra += members.keys.filter { !names.contains($0) && !$0.hasPrefix("_") }
                .map { "\(type).\($0)" }
        }
        #expect(extra.sorted() == [], "declared by hand, with no header behind them")
    }

    /// The oldest iOS version a page of the project shows (the crash catalog's iOS 4).
    static let oldestPage = 4
    /// The oldest a collection-view page can be: the language refuses `view=collection`
    /// before iOS 6, the class's own version.
    static let oldestCollectionPage = 6

    /// What the lowest era still grants pages older than the API: it stands for iOS 10 and
    /// earlier, so a page at iOS 4 to 9 is checked with these. (Splitting the eras is the
    /// way to take them back; the list may only shrink.)
    @Test func theLowestErasGrantsAreKnown() throws {
        let stub = try Self.stub()
        let granted = try Self.record().filter { row in
            let oldest =
                row.stubClass.hasPrefix("UICollection")
                ? Self.oldestCollectionPage : Self.oldestPage
            guard let major = Int(row.introduced.split(separator: ".")[0]), major > oldest,
                major <= Self.eras[0], stub[row.stubClass]?[row.swiftName]?.condition == nil
            else { return false }
            return true
        }.map { "\($0.stubClass).\($0.swiftName) iOS \($0.introduced)" }
        #expect(granted.count <= 5, "\(granted.joined(separator: "\n"))")
        print("granted by the lowest era to older pages: \(granted.count)")
    }
}

/// Walks the stub: every function, initializer, property and enum of each type, written
/// as the record writes signatures (argument labels, types, defaults, `throws`, result).
private struct StubMembers {
    var members: [String: [String: SDKRecordTests.Member]] = [:]
    let viewMode: SyntaxTreeViewMode
    /// Whether each type is main-actor isolated, and the members found in extensions,
    /// which take their type's isolation (known once every file is read).
    var actors: [String: Bool] = [:]
    var extended: [(type: String, key: String)] = []

    mutating func resolveExtensions() {
        for (type, key) in extended where actors[type] == true {
            members[type]?[key]?.mainActor = true
        }
    }

    mutating func walk(_ file: SourceFileSyntax) {
        for item in file.statements {
            visit(item.item, type: nil, condition: nil, mainActor: false)
        }
    }

    private mutating func visit(
        _ node: some SyntaxProtocol, type: String?, condition: Int?, mainActor: Bool
    ) {
        if let config = node.as(IfConfigDeclSyntax.self) {
            for clause in config.clauses {
                let era = clause.condition.flatMap {
                    Int($0.trimmedDescription.replacing("IOS_", with: ""))
                }
                visitElements(
                    clause.elements, type: type, condition: era ?? condition, mainActor: mainActor)
            }
            return
        }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedDescription
            let before = Set(members[name]?.keys.map { $0 } ?? [])
            for member in extensionDecl.memberBlock.members {
                visit(member.decl, type: name, condition: condition, mainActor: false)
            }
            for key in members[name]?.keys ?? [:].keys where !before.contains(key) {
                extended.append((name, key))
            }
            return
        }
        if let decl = node.as(DeclSyntax.self), let named = typeDeclaration(decl) {
            let actor = named.attributes.contains { $0.trimmedDescription == "@MainActor" }
            let name = type.map { "\($0).\(named.name)" } ?? named.name
            actors[name] = actor
            let shortName = named.name
            if let enumDecl = decl.as(EnumDeclSyntax.self) {
                add(type ?? named.name, named.name, enumSignature(enumDecl), condition, actor)
            }
            if let structDecl = decl.as(StructDeclSyntax.self), let type,
                structDecl.inheritanceClause?.trimmedDescription.contains("OptionSet") == true
            {
                add(type, named.name, optionsSignature(structDecl), condition, actor)
            }
            for member in named.members {
                visit(
                    member.decl, type: type == nil ? shortName : name, condition: condition,
                    mainActor: actor)
            }
            return
        }
        guard let type else { return }
        if let function = node.as(FunctionDeclSyntax.self) {
            let signature = parameters(function.signature.parameterClause)
            var text = Self.typeMember(function.modifiers) + function.name.text + signature
            if function.signature.effectSpecifiers?.throwsClause != nil { text += " throws" }
            if let result = function.signature.returnClause {
                text += " -> " + result.type.trimmedDescription
            }
            let key = function.name.text + labels(function.signature.parameterClause)
            add(type, key, text, condition, mainActor)
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            let key = "init" + labels(initializer.signature.parameterClause)
            add(
                type, key, "init" + parameters(initializer.signature.parameterClause), condition,
                mainActor)
        } else if let variable = node.as(VariableDeclSyntax.self) {
            // A constant is read-only; one declared nonisolated is outside its class's actor.
            let constant = variable.bindingSpecifier.text == "let"
            let isolated =
                mainActor && !variable.modifiers.contains { $0.name.text == "nonisolated" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation
                else { continue }
                let access = constant ? "get" : accessors(binding)
                add(
                    type, name,
                    Self.typeMember(variable.modifiers)
                        + "var \(name): \(annotation.type.trimmedDescription) { \(access) }",
                    condition, isolated)
            }
        }
    }

    private mutating func visitElements(
        _ elements: IfConfigClauseSyntax.Elements?, type: String?, condition: Int?, mainActor: Bool
    ) {
        switch elements {
        case .statements(let items)?:
            for item in items {
                visit(item.item, type: type, condition: condition, mainActor: mainActor)
            }
        case .decls(let members)?:
            for member in members {
                visit(member.decl, type: type, condition: condition, mainActor: mainActor)
            }
        default: break
        }
    }

    private mutating func add(
        _ type: String, _ key: String, _ signature: String, _ condition: Int?, _ mainActor: Bool
    ) {
        // One space between words, none inside angle brackets: as the record writes types.
        let flat = signature.replacing(/\s+/, with: " ").replacing("< ", with: "<")
            .replacing(" >", with: ">")
        members[type, default: [:]][key] = SDKRecordTests.Member(
            signature: flat, condition: condition, mainActor: mainActor)
    }

    private func typeDeclaration(_ decl: DeclSyntax)
        -> (
            name: String, attributes: [AttributeListSyntax.Element],
            members: MemberBlockItemListSyntax
        )?
    {
        if let d = decl.as(ClassDeclSyntax.self) {
            return (d.name.text, Array(d.attributes), d.memberBlock.members)
        }
        if let d = decl.as(StructDeclSyntax.self) {
            return (d.name.text, Array(d.attributes), d.memberBlock.members)
        }
        if let d = decl.as(ProtocolDeclSyntax.self) {
            return (d.name.text, Array(d.attributes), d.memberBlock.members)
        }
        if let d = decl.as(EnumDeclSyntax.self) {
            return (d.name.text, Array(d.attributes), d.memberBlock.members)
        }
        return nil
    }

    /// `static ` for a member of the type itself (`static`, `class`), as the record writes it.
    private static func typeMember(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.contains { ["static", "class"].contains($0.name.text) } ? "static " : ""
    }

    private func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> String {
        "("
            + clause.parameters.map {
                "\($0.firstName.text): \($0.type.trimmedDescription)"
                    + ($0.defaultValue.map { " = " + $0.value.trimmedDescription } ?? "")
            }.joined(separator: ", ") + ")"
    }

    private func accessors(_ binding: PatternBindingSyntax) -> String {
        guard let block = binding.accessorBlock else { return "get set" }
        if case .accessors(let list) = block.accessors,
            list.contains(where: { $0.accessorSpecifier.text == "set" })
        {
            return "get set"
        }
        return "get"
    }

    private func enumSignature(_ decl: EnumDeclSyntax) -> String {
        let raw = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? "-"
        let cases = decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap(\.elements).map { $0.name.text.trimmingCharacters(in: ["`"]) }
        return "enum \(raw): " + cases.joined(separator: ", ")
    }

    private func optionsSignature(_ decl: StructDeclSyntax) -> String {
        let members = decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.modifiers.contains { $0.name.text == "static" } }
            .flatMap(\.bindings).compactMap {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        return "options UInt: " + members.joined(separator: ", ")
    }
}

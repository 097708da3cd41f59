import Foundation
import Testing

@testable import ListDocsHighlight

/// What a reader sees: the words of the code coloured by kind, and the code itself unchanged
/// when the markup is taken away.
@Suite struct HighlightTests {
    /// The HTML with its tags removed and its entities decoded: what the reader selects.
    func text(of html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The words coloured with `cssClass`, in order.
    func words(_ cssClass: String, in html: String) -> [String] {
        html.components(separatedBy: "<span class=\"\(cssClass)\">").dropFirst().map {
            String($0[..<$0.range(of: "</span>")!.lowerBound])
        }
    }

    let swift = """
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }  // only deletes
            let sheet = UIAlertController(title: "Delete \\(name)?", message: nil, preferredStyle: .actionSheet)
            tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            if #available(iOS 13, *) { print(1.5 < 2 && true) }
        }
        """

    @Test func swiftKindsAreColouredAsTheParserClassifiesThem() {
        let html = CodeHighlighter.html(swift, language: .swift)
        #expect(text(of: html) == swift)
        let keywords = words("hl-k", in: html)
        for keyword in ["override", "func", "guard", "else", "return", "let", "nil", "true"] {
            #expect(keywords.contains(keyword), "\(keyword) is a keyword")
        }
        #expect(!keywords.contains("tableView"))
        let types = words("hl-t", in: html)
        for type in [
            "UITableView", "UITableViewCell", "EditingStyle", "IndexPath", "UIAlertController",
        ] {
            #expect(types.contains(type), "\(type) is a type")
        }
        #expect(words("hl-c", in: html) == ["// only deletes"])
        #expect(words("hl-n", in: html) == ["3", "0", "13", "1.5", "2"])
        // The interpolation's name is code, not string: the literal is cut around it.
        #expect(words("hl-s", in: html).joined().contains("Delete "))
        #expect(!words("hl-s", in: html).joined().contains("name"))
        #expect(html.contains("&lt;") && html.contains("&amp;&amp;"))
    }

    @Test func aMultiLineTokenIsClosedAndReopenedOnEveryLine() {
        let code = "/* one\n   two */\nlet s = \"\"\"\n  text\n  \"\"\"\n"
        let html = CodeHighlighter.html(code, language: .swift)
        #expect(text(of: html) == code)
        for line in html.split(separator: "\n") {
            #expect(
                line.components(separatedBy: "<span").count
                    == line.components(separatedBy: "</span>").count)
        }
        #expect(words("hl-c", in: html) == ["/* one", "   two */"])
    }

    @Test func objectiveCHasItsDirectivesStringsAndKeywords() {
        let code = """
            #import <UIKit/UIKit.h>  // the framework
            @interface PlanetsController : UITableViewController
            @property (nonatomic, strong) NSMutableArray<NSString *> *planets;
            @end
            - (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)style {
                [self.planets removeObjectAtIndex:indexPath.row]; /* the model first */
                [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
                NSLog(@"deleted \\"%@\\" at %ld", name, 0x1FL);
            }
            """
        let html = CodeHighlighter.html(code, language: .objectiveC)
        #expect(text(of: html) == code)
        #expect(words("hl-d", in: html) == ["#import &lt;UIKit/UIKit.h&gt;  "])
        #expect(words("hl-c", in: html) == ["// the framework", "/* the model first */"])
        let keywords = words("hl-k", in: html)
        for keyword in ["@interface", "@property", "nonatomic", "strong", "@end", "void", "self"] {
            #expect(keywords.contains(keyword), "\(keyword) is a keyword")
        }
        #expect(words("hl-s", in: html) == ["@&quot;deleted \\&quot;%@\\&quot; at %ld&quot;"])
        #expect(words("hl-n", in: html) == ["0x1FL"])
        #expect(words("hl-t", in: html).contains("UITableViewRowAnimationFade"))
        #expect(!words("hl-t", in: html).contains("planets"))
        #expect(!words("hl-t", in: html).contains("NSLog"))
    }

    @Test func unterminatedLiteralsStopAtTheLineOrTheEnd() {
        for code in ["NSString *s = @\"open\nint x = 1;", "/* never closed", "'", "#", "@", "1e+"] {
            let html = CodeHighlighter.html(code, language: .objectiveC)
            #expect(text(of: html) == code)
        }
        let html = CodeHighlighter.html("NSString *s = @\"open\nint x = 1;", language: .objectiveC)
        #expect(words("hl-k", in: html).contains("int"))
    }

    @Test func languagesAreNamedByTheInfoString() {
        #expect(CodeLanguage(infoString: "swift") == .swift)
        #expect(CodeLanguage(infoString: "Swift title=x") == .swift)
        #expect(CodeLanguage(infoString: "objc") == .objectiveC)
        #expect(CodeLanguage(infoString: "objective-c") == .objectiveC)
        #expect(CodeLanguage(infoString: "ObjectiveC") == .objectiveC)
        #expect(CodeLanguage(infoString: "python") == nil)
        #expect(CodeLanguage(infoString: "") == nil)
    }

    @Test func swiftThatDoesNotParseIsStillShownWhole() {
        let code = "tableView.deleteRows(at: [ … ], with: .fade\n}}} let"
        #expect(text(of: CodeHighlighter.html(code, language: .swift)) == code)
    }
}

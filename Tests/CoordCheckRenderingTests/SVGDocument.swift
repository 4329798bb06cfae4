import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed as XML: whether it is well formed, and the text and classes of every
/// element with an id (Graphviz's escapes, like `&#45;`, decoded).
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var id: String
        var classes: [String]
        var text: String
    }

    private(set) var elements: [String: Element] = [:]
    private(set) var allText = ""
    private var open: [String?] = []
    private(set) var isWellFormed = false

    /// FoundationXML's parser (libxml2) is not safe to run on several threads at once on
    /// Linux, and tests run in parallel: one parse at a time.
    static let parsing = NSLock()

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        Self.parsing.lock()
        isWellFormed = parser.parse()
        Self.parsing.unlock()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if let id = attributes["id"] {
            elements[id] = Element(id: id, classes: (attributes["class"] ?? "").split(separator: " ").map(String.init), text: "")
            open.append(id)
        } else {
            open.append(nil)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        allText += string
        for case let id? in open { elements[id]?.text += string }
    }

    /// The ids of the elements with a class.
    func ids(withClass name: String) -> [String] {
        elements.values.filter { $0.classes.contains(name) }.map(\.id).sorted()
    }
}

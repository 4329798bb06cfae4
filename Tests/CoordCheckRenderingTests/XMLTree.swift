import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document parsed into elements, for checking a report's shape (parsed under
/// ``SVGDocument/parsing``: libxml2 is not safe on several threads at once here).
final class XMLTree: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
        func first(_ name: String) -> Element? { children.first { $0.name == name } }
        func int(_ attribute: String) -> Int? { attributes[attribute].flatMap(Int.init) }
    }

    private(set) var root: Element?
    private var open: [Element] = []
    private(set) var isWellFormed = false

    init(_ xml: String) {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        SVGDocument.parsing.lock()
        isWellFormed = parser.parse()
        SVGDocument.parsing.unlock()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes)
        if let parent = open.last { parent.children.append(element) } else { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }
}

import CoordCheckCore
import Foundation
import Yams

extension Configuration {
    /// Reads the values of a configuration's nodes, each error at its node.
    struct Reader {
        let path: String

        /// The folder of the configuration file, which relative paths in it are relative to.
        var folder: String {
            path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        }

        func resolve(_ relative: String) -> String {
            relative.hasPrefix("/") || folder.isEmpty || folder == "." ? relative : (folder as NSString).appendingPathComponent(relative)
        }

        func error(at node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.mark?.line, column: node.mark?.column, message: message)
        }

        func syntaxError(_ error: any Error) -> ConfigurationError {
            guard let yaml = error as? YamlError else { return ConfigurationError(path: path, message: "not YAML: \(error)") }
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return ConfigurationError(path: path, line: mark.line, column: mark.column, message: "not YAML: \(problem)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                return ConfigurationError(path: path, line: context.mark.line, column: context.mark.column,
                                          message: "the key '\(duplicates.joined(separator: "', '"))' is given twice")
            default:
                return ConfigurationError(path: path, message: "not YAML: \(yaml)")
            }
        }

        func string(_ node: Node) throws(ConfigurationError) -> String {
            guard case .scalar(let scalar) = node else { throw error(at: node, "expected a word or a path, not a list or a mapping") }
            guard !scalar.string.isEmpty, node.null == nil else { throw error(at: node, "expected a value, not nothing") }
            return scalar.string
        }

        func int(_ node: Node) throws(ConfigurationError) -> Int {
            guard case .scalar = node, let value = node.int else { throw error(at: node, "expected a whole number") }
            return value
        }

        func bool(_ node: Node) throws(ConfigurationError) -> Bool {
            guard case .scalar = node, let value = node.bool else { throw error(at: node, "expected true or false") }
            return value
        }

        /// A list, or one item standing for a list of one.
        func list(_ node: Node) throws(ConfigurationError) -> [Node] {
            if case .sequence(let sequence) = node { return Array(sequence) }
            return [node]
        }

        func strings(_ node: Node) throws(ConfigurationError) -> [String] {
            var strings: [String] = []
            for item in try list(node) { strings.append(try string(item)) }
            return strings
        }

        func extraction(_ node: Node) throws(ConfigurationError) -> ExtractionSource {
            guard case .mapping(let mapping) = node else { throw error(at: node, "an extract entry is a mapping: sources, name, draft, expect, depth") }
            var source = ExtractionSource(sources: [])
            for (keyNode, value) in mapping {
                let key = try string(keyNode)
                switch key {
                case "sources": source.sources = try strings(value).map(resolve)
                case "name": source.name = try string(value)
                case "draft": source.draft = resolve(try string(value))
                case "expect": source.expect = try strings(value)
                case "depth":
                    let depth = try int(value)
                    guard ScenarioCompiler.isValidDepth(depth) else {
                        throw error(at: value, "depth must be between \(ScenarioCompiler.depthRange.lowerBound) and \(ScenarioCompiler.depthRange.upperBound), not \(depth)")
                    }
                    source.depth = depth
                default:
                    throw error(at: keyNode, "unknown key '\(key)' in an extract entry\(NameSuggestion.hint(for: key, among: Configuration.extractKeys))")
                }
            }
            guard !source.sources.isEmpty else { throw error(at: node, "an extract entry needs 'sources': the Swift files or folders to read") }
            return source
        }
    }
}

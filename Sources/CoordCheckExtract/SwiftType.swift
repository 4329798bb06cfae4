import SwiftSyntax

/// A class, struct, enum or protocol, with the members of its extensions merged in.
struct SwiftType {
    enum Kind { case classType, structType, enumType, protocolType, extensionOnly }

    struct Property {
        var name: String
        /// The written type, without `?`/`!` (`Coordinator`, `[Coordinator]`), if written.
        var type: String?
        var isWeak: Bool
        var initializer: ExprSyntax?
        /// A computed property's getter (`var root: UIViewController { controller }`).
        var getter: CodeBlockItemListSyntax?
        /// Its `didSet` observer.
        var didSet: CodeBlockItemListSyntax?
        var source: Int
        var node: Syntax
    }

    struct Function {
        var name: String
        /// Argument labels (`_` for none) and the parameters' names and written types.
        var parameters: [(label: String, name: String, type: String)]
        var body: CodeBlockSyntax?
        /// Default values of parameters, by parameter name.
        var defaults: [String: ExprSyntax] = [:]
        /// The written return type.
        var returnType: String?
        var source: Int
        var node: Syntax
    }

    var name: String
    var kind: Kind
    /// Superclass and protocols, as written (generic arguments dropped).
    var inherited: [String]
    var properties: [Property] = []
    var functions: [Function] = []
    var initializers: [Function] = []
    /// Its `deinit`.
    var deinitializer: Function?
    /// Where it is declared (the first declaration seen).
    var source: Int
    var node: Syntax

    func function(named name: String) -> Function? { functions.first { $0.name == name } }
    func property(named name: String) -> Property? { properties.first { $0.name == name } }
}

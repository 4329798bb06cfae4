import Foundation
import SwiftParser
import SwiftSyntax

/// Renames every identifier an app declares in its own sources — types, members, enum cases,
/// locals, parameters, files — consistently to meaningless names, leaving the names of UIKit,
/// Foundation, Combine, RxSwift and the navigation libraries untouched (issue 37's renaming
/// test). A draft must be the same up to the renaming: no name an app chose may decide what
/// extraction understands.
///
/// Without a compiler the renaming is by name, not by binding: a name the app declares is
/// renamed everywhere it occurs. So a name the app declares that is also a framework member
/// it uses (`var window` of a scene delegate, a `delegate` property, a `tableView(_:…)`
/// delegate method) must stay, or the renamed app would mean something else. Those are kept:
/// overrides, delegate methods (a first parameter without a label, of a type the app does
/// not declare), and ``frameworkNames``.
struct Renamer {
    /// The new name of each renamed identifier.
    private(set) var names: [String: String] = [:]
    /// The new name of each Swift file, by its path relative to the app's folder.
    private(set) var files: [String: String] = [:]

    /// Framework names apps declare too: UIKit's members and protocol requirements apps
    /// implement or shadow, Swift's and the libraries' (RxFlow, XCoordinator) requirements.
    static let frameworkNames: Set<String> = [
        // UIKit view controllers, navigation, tab bars, windows, scenes.
        "view", "title", "parent", "window", "windows", "delegate", "dataSource", "navigationController", "tabBarController",
        "navigationItem", "tabBarItem", "viewControllers", "rootViewController", "topViewController", "visibleViewController",
        "presentedViewController", "presentingViewController", "selectedViewController", "selectedIndex", "splitViewController",
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation", "presentationController", "transitioningDelegate",
        "hidesBottomBarWhenPushed", "navigationBar", "tabBar", "toolbarItems", "interactivePopGestureRecognizer", "storyboard",
        "isMovingFromParent", "isBeingDismissed", "traitCollection", "preferredStatusBarStyle", "tableView", "collectionView",
        "scrollView", "textField", "searchBar", "webView", "mapView", "pageViewController", "refreshControl", "searchController",
        "tintColor", "backgroundColor", "isHidden", "alpha", "frame", "bounds", "center", "layer", "subviews", "superview",
        "children", "addChild", "removeFromParent", "didMove", "willMove", "show", "showDetailViewController", "present", "dismiss",
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
        "makeKeyAndVisible", "windowScene", "application", "scene", "sceneDidDisconnect", "sceneDidBecomeActive",
        "sceneWillResignActive", "sceneWillEnterForeground", "sceneDidEnterBackground", "applicationDidBecomeActive",
        "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground", "applicationWillTerminate",
        "userNotificationCenter", "presentationControllerDidDismiss", "presentationControllerWillDismiss",
        "presentationControllerShouldDismiss", "adaptivePresentationStyle", "isEnabled", "isSelected", "text", "image", "action",
        "target", "sender", "animated", "completion", "handler", "style", "tag", "identifier", "reuseIdentifier", "contentView",
        "accessoryType", "isUserInteractionEnabled", "message", "actions", "preferredStyle", "configuration", "content",
        "coordinator", "makeCoordinator", "updateUIViewController", "makeUIViewController", "context", "body", "id", "hash",
        "description", "debugDescription", "rawValue", "allCases", "hashValue", "init", "deinit", "self", "Self", "value",
        "error", "result", "success", "failure", "count", "first", "last", "isEmpty", "append", "remove", "removeAll",
        "insert", "filter", "map", "compactMap", "flatMap", "forEach", "contains", "firstIndex", "index", "sink", "store",
        "subscribe", "bind", "disposed", "disposeBag", "cancellables", "send", "onNext", "next", "asObservable", "publisher",
        "main", "async", "run", "shared", "default", "current", "userInfo", "object", "name", "url", "path", "data", "type",
        "options", "launchOptions", "connectionOptions", "session", "key", "keyWindow", "rootView", "state",
        // Library requirements: RxFlow's `Flow`/`Stepper`, XCoordinator's.
        "root", "navigate", "steps", "initialStep", "readyToEmitSteps", "adapt", "prepareTransition", "trigger", "contextTrigger",
        "viewController", "flow", "push",
        // Foundation's and UIKit's methods and `#selector`, which apps name members after too.
        "addObserver", "removeObserver", "addAction", "selector",
        // Swift's global functions, which apps name methods after too (`Array.zip()`).
        "zip",
        // UIKit's split view state and columns, navigation item members: apps name their own after them.
        "isCollapsed", "isExpanded", "leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems",
        "hidesBackButton", "primary", "secondary", "compact", "supplementary", "isNavigationBarHidden", "setNavigationBarHidden",
        // A framework call's argument label an app names its own values after
        // (`UIPageViewController.setViewControllers(_:direction:animated:completion:)`).
        "direction",
        // UIKit's transition context keys (`transitionCoordinator?.viewController(forKey: .from)`),
        // which apps name parameters after (`fadeVolume(from:to:)`).
        "from", "to",
    ]

    /// Works out the renaming of an app's Swift files (`path → text`, paths relative to
    /// the app's folder).
    init(swiftFiles: [String: String]) {
        var declared: Set<String> = []
        var kept: Set<String> = []
        var trees: [SourceFileSyntax] = []
        for path in swiftFiles.keys.sorted() {
            let tree = Parser.parse(source: swiftFiles[path]!)
            trees.append(tree)
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            declared.formUnion(collector.declared)
            kept.formUnion(collector.kept)
        }
        let renamed = declared.subtracting(kept).subtracting(Self.frameworkNames).filter { !$0.isEmpty && $0.first != "`" && $0 != "_" }
        for (index, name) in renamed.sorted().enumerated() {
            names[name] = "\(name.first!.isUppercase ? "N" : "n")\(String(format: "%05d", index))"
        }
        files = Self.renamedPaths(swiftFiles.keys)
    }

    /// Each path with its folders and file renamed, numbered in each folder in the order the
    /// paths sort in (`Scenes/Home.swift`, `Scenes/Main/A.swift` → `P00000/P00000.swift`,
    /// `P00000/P00001/P00000.swift`): the renamed paths sort as the originals did, so the
    /// files are read in the same order.
    static func renamedPaths(_ paths: some Collection<String>) -> [String: String] {
        // The entries of each folder, a folder's name followed by "/" (as in a path it starts).
        var entries: [String: Set<String>] = [:]
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            for depth in components.indices {
                let folder = components[..<depth].joined(separator: "/")
                entries[folder, default: []].insert(components[depth] + (depth < components.count - 1 ? "/" : ""))
            }
        }
        let number = entries.mapValues { Dictionary(uniqueKeysWithValues: $0.sorted().enumerated().map { ($1, $0) }) }
        var renamed: [String: String] = [:]
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            renamed[path] = components.indices.map { depth in
                let isFolder = depth < components.count - 1
                let index = number[components[..<depth].joined(separator: "/")]?[components[depth] + (isFolder ? "/" : "")] ?? 0
                return "P\(String(format: "%05d", index))" + (isFolder ? "" : ".swift")
            }.joined(separator: "/")
        }
        return renamed
    }

    /// Whether a token has a renamed identifier in it (`N00012`, `n00012Method`).
    static func isRenamed(_ token: Substring) -> Bool {
        token.range(of: #"[Nn][0-9]{5}"#, options: .regularExpression) != nil
    }

    /// A Swift file's text with its identifiers renamed.
    func rename(swift text: String) -> String {
        TokenRenamer(names: names).rewrite(Parser.parse(source: text)).description
    }

    /// A storyboard's or property list's text with the class names it gives renamed
    /// (`customClass="HomeViewController"`, `$(PRODUCT_MODULE_NAME).SceneDelegate`).
    func rename(resource text: String) -> String {
        var result = text
        for pattern in [#"customClass="([A-Za-z_][A-Za-z0-9_]*)""#, #"\)\.([A-Za-z_][A-Za-z0-9_]*)<"#] {
            let expression = try! NSRegularExpression(pattern: pattern)
            for match in expression.matches(in: result, range: NSRange(result.startIndex..., in: result)).reversed() {
                guard let range = Range(match.range(at: 1), in: result), let new = names[String(result[range])] else { continue }
                result.replaceSubrange(range, with: new)
            }
        }
        return result
    }
}

/// The names a file declares, and those among them that must keep their name.
private final class DeclarationCollector: SyntaxVisitor {
    var declared: Set<String> = []
    var kept: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier(let name) = node.name.tokenKind else { return .visitChildren }
        declared.insert(name)
        if node.modifiers.contains(where: { $0.name.text == "override" }) || isDelegateMethod(node) { kept.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let overrides = node.modifiers.contains { $0.name.text == "override" }
        for binding in node.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                declared.insert(name)
                if overrides { kept.insert(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        for token in node.pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { declared.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        for token in node.pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { declared.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.name.tokenKind { declared.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        for token in [node.firstName, node.secondName].compactMap({ $0 }) {
            if case .identifier(let name) = token.tokenKind { declared.insert(name) }
        }
        return .visitChildren
    }

    /// Parameters' local names only: labels are the API's, and a label the app chose is
    /// renamed with its function's parameters only where it is the local name too.
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let second = node.secondName {
            if case .identifier(let name) = second.tokenKind { declared.insert(name) }
        } else if case .identifier(let name) = node.firstName.tokenKind {
            declared.insert(name)
        }
        return .visitChildren
    }

    /// `func tableView(_ tableView: UITableView, …)`: a framework protocol's method, told by its
    /// first parameter, unlabelled and of a type with a framework's capital prefix (`UI`, `NS`,
    /// `WK`, `URL`…). An app type written that way only keeps a few more names.
    private func isDelegateMethod(_ node: FunctionDeclSyntax) -> Bool {
        guard let first = node.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard else { return false }
        let type = first.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        let letters = Array(type.prefix(3))
        return letters.count == 3 && letters[0].isUppercase && letters[1].isUppercase && letters[2].isUppercase
            || ["UIApplication", "UIScene", "UIWindowScene"].contains(type)
    }
}

/// Rewrites every identifier token with a new name.
private final class TokenRenamer: SyntaxRewriter {
    let names: [String: String]

    init(names: [String: String]) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, let new = names[text] else { return token }
        return token.with(\.tokenKind, .identifier(new))
    }
}

import Foundation
import SwiftSyntax

/// What an app's Swift code says about its coordinators: which types are coordinators and
/// view controllers, which is the root, how each holds its parent, and what the protocol
/// extensions' helpers (`addChildCoordinator`, `childDidFinish`, `pop(flow:)`) do.
struct CoordinatorApp {
    let project: SwiftProject
    /// Coordinator classes, in the order declared.
    var coordinators: [String] = []
    /// View controller classes (the screens).
    var screens: Set<String> = []
    /// Protocols whose conformers are coordinators (they declare `children` or `childCoordinators`).
    var coordinatorProtocols: Set<String> = []
    /// The coordinator the app delegate or scene delegate creates and starts.
    var root: String?
    /// Where the root is created (a `SceneDelegate`/`AppDelegate` line), when it is.
    var rootPlace: String?
    /// Helper methods of the coordinator protocols' extensions, by what they do.
    var adders: Set<String> = []
    var removers: Set<String> = []
    /// `pop(flow:)`'s filter when it is written as a literal (`.profile`) instead of the
    /// parameter (seed 001's bug); nil when it filters by the parameter.
    var popFlowLiteral: String?
    /// Whether a `pop(flow:)` helper exists.
    var hasPopFlow = false
    /// `interactivePopGestureRecognizer?.isEnabled = false` somewhere, and where.
    var swipeBackDisabledAt: String?

    static let childrenNames: Set<String> = ["children", "childCoordinators"]
    static let parentNames = ["parentCoordinator", "parent"]
    static let containerClasses: Set<String> = ["UINavigationController", "UITabBarController"]
    static let viewControllerBases: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController",
                                                   "UIHostingController", "UIPageViewController"]

    init(project: SwiftProject) {
        self.project = project
        for name in project.order {
            guard let type = project.types[name], type.kind == .protocolType || type.kind == .extensionOnly else { continue }
            if type.properties.contains(where: { Self.childrenNames.contains($0.name) }) { coordinatorProtocols.insert(name) }
        }
        // Protocols inheriting a coordinator protocol are coordinator protocols too.
        for name in project.order where project.types[name]?.kind == .protocolType {
            if project.protocolClosure(of: name).contains(where: coordinatorProtocols.contains) { coordinatorProtocols.insert(name) }
        }
        for name in project.order {
            guard let type = project.types[name], type.kind == .classType else { continue }
            let closure = project.protocolClosure(of: name)
            if closure.contains(where: coordinatorProtocols.contains) || (name.hasSuffix("Coordinator") && !coordinatorProtocols.contains(name)) {
                coordinators.append(name)
            } else if !Self.containerClasses.contains(name),
                      closure.contains(where: Self.viewControllerBases.contains) || name.hasSuffix("ViewController") {
                screens.insert(name)
            }
        }
        readHelpers()
        findRoot()
        findSwipeBackSwitch()
    }

    /// The coordinator protocols' extension methods that append to or remove from `children`,
    /// and `pop(flow:)`.
    private mutating func readHelpers() {
        for name in coordinatorProtocols {
            for function in project.types[name]?.functions ?? [] {
                guard let body = function.body?.trimmedDescription else { continue }
                let parameter = function.parameters.first?.name ?? ""
                if Self.childrenNames.contains(where: { body.contains("\($0).append(\(parameter))") }) {
                    adders.insert(function.name)
                }
                if Self.childrenNames.contains(where: { body.contains("\($0).remove") || body.contains("\($0) = \($0).filter") }),
                   function.name != "pop" {
                    removers.insert(function.name)
                }
                if function.name == "pop", function.parameters.first?.label == "flow" {
                    hasPopFlow = true
                    // `filter { $0.flow != .profile }` instead of `!= flow`.
                    if let range = body.range(of: #"\.flow != \.([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
                        popFlowLiteral = String(body[range].split(separator: ".").last ?? "")
                    }
                }
            }
        }
    }

    /// The coordinator a `SceneDelegate`/`AppDelegate` holds; else the one owning a `window`.
    private mutating func findRoot() {
        for name in project.order {
            guard let type = project.types[name], type.kind == .classType, !coordinators.contains(name) else { continue }
            let isDelegate = type.inherited.contains { $0.hasSuffix("ApplicationDelegate") || $0.hasSuffix("SceneDelegate") }
                || name.hasSuffix("SceneDelegate") || name.hasSuffix("AppDelegate")
            guard isDelegate else { continue }
            let source = project.sources[type.source]
            for property in type.properties {
                let written = property.type ?? property.initializer.map { Self.calledTypeName($0) ?? "" } ?? ""
                if coordinators.contains(written) {
                    root = written
                    rootPlace = source.place(of: property.node)
                    return
                }
            }
            // `appCoordinator = AppCoordinator(window: window)` inside a method.
            let text = type.node.trimmedDescription
            if let found = coordinators.first(where: { text.contains("\($0)(") }) {
                root = found
                rootPlace = source.place(of: type.node)
                return
            }
        }
        root = coordinators.first { project.types[$0]?.property(named: "window") != nil } ?? coordinators.first
    }

    private mutating func findSwipeBackSwitch() {
        for source in project.sources {
            let text = source.tree.description
            guard let range = text.range(of: "interactivePopGestureRecognizer?.isEnabled = false") else { continue }
            let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            swipeBackDisabledAt = "\(source.path):\(line)"
            return
        }
    }

    /// `Foo` for `Foo(…)` / `Foo.init(…)`.
    static func calledTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
        return callee.first?.isUppercase == true ? callee : nil
    }

    // MARK: Facts about one coordinator

    /// Its parent property's name and whether it is weak; nil when it has none.
    func parentProperty(of coordinator: String) -> (name: String, weak: Bool)? {
        guard let type = project.types[coordinator] else { return nil }
        for name in Self.parentNames {
            if let property = type.property(named: name) { return (name, property.isWeak) }
        }
        return nil
    }

    /// `let flow: Flow = .feed` → `feed`.
    func flow(of coordinator: String) -> String? {
        guard let property = project.types[coordinator]?.property(named: "flow"), let value = property.initializer else { return nil }
        let text = value.trimmedDescription
        return text.hasPrefix(".") ? String(text.dropFirst()) : text.split(separator: ".").last.map(String.init)
    }

    /// The argument label of its initializer whose value becomes its parent
    /// (`init(parent: Coordinating, …) { self.parent = parent }`).
    func parentInitLabel(of coordinator: String) -> String? {
        guard let parent = parentProperty(of: coordinator) else { return nil }
        for initializer in project.types[coordinator]?.initializers ?? [] {
            let body = initializer.body?.trimmedDescription ?? ""
            for parameter in initializer.parameters where body.contains("self.\(parent.name) = \(parameter.name)") {
                return parameter.label
            }
        }
        return nil
    }

    /// Whether it only groups others: it owns no screen of its own and holds a tab bar.
    func isContainer(_ coordinator: String) -> Bool {
        let text = project.types[coordinator]?.node.trimmedDescription ?? ""
        return text.contains("UITabBarController") && !text.contains("pushViewController")
    }

    /// The view controller types whose callbacks reach `coordinator`'s methods: each screen
    /// class with a property typed as a protocol the coordinator conforms to (`weak var
    /// delegate: HomeViewControllerDelegate?`, `weak var coordinator: TodayNavigation?`), and
    /// the methods of that protocol (inherited ones included).
    func callbacks(of screen: String) -> [String] {
        guard let type = project.types[screen] else { return [] }
        var methods: [String] = []
        for property in type.properties {
            guard let written = property.type, project.types[written]?.kind == .protocolType else { continue }
            for protocolName in project.protocolClosure(of: written).reversed() {
                for function in project.types[protocolName]?.functions ?? [] where !methods.contains(function.name) {
                    methods.append(function.name)
                }
            }
        }
        return methods
    }

    /// The body of `method` as `coordinator` has it: its own, else a protocol extension's
    /// default implementation.
    func implementation(of method: String, in coordinator: String) -> (function: SwiftType.Function, owner: String)? {
        if let own = project.types[coordinator]?.function(named: method) { return (own, coordinator) }
        for protocolName in project.protocolClosure(of: coordinator) {
            if let function = project.types[protocolName]?.function(named: method), function.body != nil {
                return (function, protocolName)
            }
        }
        return nil
    }
}

import Foundation
import SwiftSyntax

/// How the app reaches its first screen: the app or scene delegate's launch methods (the
/// coordinator they create and the method they call on it, the window root they set), else
/// the main storyboard's initial controller.
extension CoordinatorApp {
    static let launchMethods: Set<String> = ["application", "scene", "sceneWillEnterForeground", "applicationDidFinishLaunching"]

    /// Whether a delegate method is a launch: UIKit's `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground(_:)`, `applicationDidFinishLaunching(_:)` — told by their
    /// selectors, not their base names: `application(_:open:options:)` or
    /// `application(_:continue:restorationHandler:)` handle a URL or an activity, later.
    static func isLaunch(_ function: SwiftType.Function) -> Bool {
        guard launchMethods.contains(function.name) else { return false }
        let labels = Set(function.parameters.map(\.label))
        switch function.name {
        case "application": return !labels.isDisjoint(with: ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"])
        case "scene": return labels.contains("willConnectTo")
        default: return true
        }
    }

    /// Whether a delegate method is UIKit's hand-over of a URL, a user activity, a notification
    /// response or a quick action: `scene(_:openURLContexts:)`, `scene(_:continue:)`,
    /// `application(_:open:options:)`, `application(_:continue:restorationHandler:)`,
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, `…(_:performActionFor:completionHandler:)`.
    static func isExternalEntry(_ function: SwiftType.Function) -> Bool {
        let labels = function.parameters.map(\.label)
        switch function.name {
        case "scene": return labels.contains("openURLContexts") || labels == ["_", "continue"]
        case "application": return labels.count >= 2 && ["open", "continue", "performActionFor"].contains(labels[1])
        case "windowScene": return labels.contains("performActionFor")
        case "userNotificationCenter": return labels.contains("didReceive")
        default: return false
        }
    }

    /// UIKit's app and scene delegate protocols, SwiftUI's `App`.
    static let launchProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App"]

    /// Classes that are the app's or a scene's delegate.
    var delegateClasses: [String] {
        project.order.filter { name in
            guard let type = project.types[name], type.kind == .classType || type.kind == .structType else { return false }
            return type.inherited.contains(where: Self.launchProtocols.contains)
        }
    }

    /// Reads the delegates' launch methods: the root coordinator, the method called on it,
    /// and the window roots set along the way.
    mutating func findLaunch() {
        let snapshot = self
        for name in delegateClasses {
            guard let type = project.types[name] else { continue }
            for function in type.functions where Self.isLaunch(function) {
                guard let body = function.body else { continue }
                var reader = MethodReader(app: snapshot, owner: name, source: function.source, parameters: function.parameters)
                reader.atLaunch = true
                reader.read(body.statements)
                // A closure the delegate sets on its launch screen, the window's root
                // (`launchViewController.onAppReady = { self.configureScene() }`), which that
                // screen calls when it is done, runs then.
                let shown = Set(reader.allActions.compactMap { if case .push(let screen) = $0.kind { screen } else { nil } })
                var closures = reader.closureEvents.filter { shown.contains($0.screen) }
                while !closures.isEmpty, !reader.allActions.contains(where: { if case .start = $0.kind { true } else { false } }) {
                    let event = closures.removeFirst()
                    reader.frames[0].scope.merge(event.captured) { _, new in new }
                    reader.statements(event.body)
                }
                if reader.closureEvents.contains(where: { shown.contains($0.screen) }) { reader.complete() }
                // A delegate keeping the coordinators it makes (a tab bar's flows) is their
                // parent: the root, its launch method its start.
                if root == nil, coordinators.contains(name), !reader.children.isEmpty {
                    root = name
                    rootLaunch = function
                    rootPlace = project.sources[function.source].place(of: function.node)
                    return
                }
                var launch: [CodeAction] = []
                for action in reader.allActions {
                    switch action.kind {
                    case .call(let target, let method) where coordinators.contains(target) && root == nil:
                        root = target
                        rootEntry = method
                        rootPlace = action.place
                    case .start(let child) where root == nil:
                        root = child.type
                        rootEntry = child.entry
                        rootPlace = action.place
                    case .setRootStack, .setRootTabs, .push:
                        launch.append(action)
                    case .note(let text):
                        // What the launch code does that the draft cannot say, once.
                        if !launch.contains(where: { if case .note(text) = $0.kind { $0.place == action.place } else { false } }) { launch.append(action) }
                    default:
                        break
                    }
                }
                // Created but reached only through a property (`coordinator = AppCoordinator(…)`).
                if root == nil, let child = reader.children.first {
                    root = child.type
                    rootPlace = child.place
                }
                // The window root set even when the root coordinator is found otherwise (a
                // delegate's property, started in a closure the launch does not follow).
                let setsWindowRoot = launch.contains { if case .setRootStack = $0.kind { true } else if case .setRootTabs = $0.kind { true } else { false } }
                if root != nil || setsWindowRoot, launchActions.isEmpty { launchActions = launch }
                if root != nil, rootTabBarProperty == nil { rootTabBarProperty = reader.windowTabBar?.property }
                if let root, launchEntries.isEmpty { launchEntries = launchWays(of: function, in: name, root: root, snapshot: snapshot) }
            }
            if root != nil { return }
        }
    }

    /// The main storyboard's initial controller (`UIMainStoryboardFile` in Info.plist): a
    /// navigation controller, a tab bar, or a screen.
    /// The ways through a delegate's launch that call different methods of the root (`if token
    /// != nil { coordinator.startMain(); return }; onboarded ? coordinator.startLogin() :
    /// coordinator.startOnboarding()`): each way's name and the method it calls, in the order
    /// the code offers them; empty when every way calls the same one.
    private func launchWays(of function: SwiftType.Function, in name: String, root: String, snapshot: CoordinatorApp) -> [(name: String, entry: String)] {
        guard let body = function.body else { return [] }
        var ways: [(choices: [Int], name: String, entry: String)] = []
        var pending: [[Int]] = [[]]
        while !pending.isEmpty {
            let choices = pending.removeFirst()
            var reader = MethodReader(app: snapshot, owner: name, source: function.source, parameters: function.parameters)
            reader.atLaunch = true
            reader.pathChoices = choices
            reader.read(body.statements)
            if let open = reader.openPathPoint, ways.count + pending.count + open.count <= DraftBuilder.launchCaseLimit {
                pending += open.indices.map { choices + [$0] }
                continue
            }
            let entry = reader.allActions.lazy.compactMap { action -> String? in
                switch action.kind {
                case .call(root, let method): method
                case .start(let child) where child.type == root: child.entry
                default: nil
                }
            }.first
            if let entry { ways.append((choices, DraftBuilder.identifier(reader.pathCaseNames.joined(separator: "_")), entry)) }
        }
        guard Set(ways.map(\.entry)).count > 1 else { return [] }
        return ways.sorted { $0.choices.lexicographicallyPrecedes($1.choices) }.map { ($0.name, $0.entry) }
    }

    mutating func findStoryboardRoot(resources: [String: String]) {
        // In path order, so that the same files give the same draft.
        let files = resources.sorted { $0.key < $1.key }
        guard let plist = files.first(where: { $0.key.hasSuffix("Info.plist") && $0.value.contains("UIMainStoryboardFile") })?.value,
              let range = plist.range(of: #"<key>UIMainStoryboardFile</key>\s*<string>([^<]+)</string>"#, options: .regularExpression) else { return }
        let name = plist[range].components(separatedBy: "<string>").last?.replacingOccurrences(of: "</string>", with: "") ?? ""
        guard let (place, storyboard) = files.first(where: { $0.key.hasSuffix("/\(name).storyboard") }),
              let initial = Self.attribute("initialViewController", in: storyboard) else { return }
        guard let element = storyboard.range(of: #"<[A-Za-z]+ [^>]*id="\#(initial)"[^>]*>"#, options: .regularExpression) else { return }
        let tag = String(storyboard[element])
        if tag.hasPrefix("<navigationController") {
            storyboardRoot = [CodeAction(kind: .setRootStack, place: place)]
        } else if tag.hasPrefix("<tabBarController") {
            let rest = storyboard[element.upperBound...]
            let end = rest.range(of: "</tabBarController>")?.lowerBound ?? rest.endIndex
            let tabs = rest[..<end].components(separatedBy: "relationship=\"viewControllers\"").count - 1
            storyboardRoot = [CodeAction(kind: .setRootTabs(count: max(1, tabs)), place: place)]
        } else if let custom = Self.attribute("customClass", in: tag), screens.contains(custom) {
            storyboardRoot = [CodeAction(kind: .setRootStack, place: place), CodeAction(kind: .push(screen: custom), place: place)]
        }
    }

    /// The tabs of each tab bar class a storyboard lays out.
    mutating func findStoryboardTabs(resources: [String: String]) {
        for (_, storyboard) in resources.sorted(by: { $0.key < $1.key }) where storyboard.contains("<tabBarController") {
            var rest = Substring(storyboard)
            while let open = rest.range(of: #"<tabBarController [^>]*>"#, options: .regularExpression) {
                let after = rest[open.upperBound...]
                let end = after.range(of: "</tabBarController>")?.lowerBound ?? after.endIndex
                if let custom = Self.attribute("customClass", in: String(rest[open])), storyboardTabs[custom] == nil {
                    storyboardTabs[custom] = after[..<end].components(separatedBy: "relationship=\"viewControllers\"").count - 1
                }
                rest = after[end...]
            }
        }
    }

    static func attribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: #"\#(name)="([^"]+)""#, options: .regularExpression) else { return nil }
        return text[range].split(separator: "\"").dropFirst().first.map(String.init)
    }
}

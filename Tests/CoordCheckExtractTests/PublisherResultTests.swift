import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Coordinators whose entry returns their result as a publisher (`func begin() ->
/// AnyPublisher<Void, Never>`), kept in a dictionary of anything until it emits: a base class
/// storing its own kind in `[UUID: Any]` is a tree; a screen's view model publisher returned
/// as the result is that screen's event, emitting what the creator's subscription runs; a
/// window's root set through a closure the app's extension runs on the window; a launch
/// state object's flag, true at launch, failing a guard.
extension ExtractTests {
    static let resultFramework = """
import Combine
import Foundation
import UIKit

extension NSObjectProtocol {
    @discardableResult
    func configure(_ body: (Self) -> Void) -> Self {
        body(self)
        return self
    }
}

class FlowNode<Output>: NSObject {
    let token = UUID()
    var bag = Set<AnyCancellable>()
    private var running = [UUID: Any]()

    func run<Child: FlowNode<R>, R>(_ child: Child) -> AnyPublisher<R, Never> {
        running[child.token] = child
        return child.begin()
            .handleEvents(receiveOutput: { [weak self] _ in self?.running[child.token] = nil })
            .eraseToAnyPublisher()
    }

    func begin() -> AnyPublisher<Output, Never> {
        fatalError("subclasses begin")
    }
}
"""

    static let resultScreens = """
import Combine
import SwiftUI
import UIKit

enum IntroAction { case proceed }
final class IntroModel {
    let action = PassthroughSubject<IntroAction, Never>()
}
struct IntroView: View {
    let model: IntroModel
    var body: some View { Button("Go") { model.action.send(.proceed) } }
}

enum HomeAction: Equatable { case openItem, openAbout, signOut }
final class HomeModel {
    let action = PassthroughSubject<HomeAction, Never>()
}
struct HomeView: View {
    let model: HomeModel
    var body: some View { Text("Home") }
}
final class Hosting<Content: View>: UIHostingController<Content> {}

final class ItemModel {
    let closed = PassthroughSubject<Void, Never>()
}
struct ItemView: View {
    let model: ItemModel
    var body: some View { Text("Item") }
}
"""

    static let resultFlows = """
import Combine
import UIKit

enum Stage { case intro, home }

final class StageStore {
    private var loading = true
    func finishLoading() { loading = false }
    func current() -> Stage {
        guard !loading else { return .intro }
        return .home
    }
}

final class MainFlow: FlowNode<Void> {
    private let window: UIWindow
    private let stages = StageStore()
    init(window: UIWindow) { self.window = window }

    override func begin() -> AnyPublisher<Void, Never> {
        showCurrent()
        return Empty().eraseToAnyPublisher()
    }

    private func showCurrent() {
        let outcome: AnyPublisher<Void, Never> = {
            switch stages.current() {
            case .intro: return showIntro()
            case .home: return showHome()
            }
        }()
        outcome
            .sink { [weak self] _ in self?.showCurrent() }
            .store(in: &bag)
    }

    private func showIntro() -> AnyPublisher<Void, Never> { run(IntroFlow(window: window)) }

    private func showHome() -> AnyPublisher<Void, Never> { run(HomeFlow(window: window)) }
}

final class IntroFlow: FlowNode<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }

    override func begin() -> AnyPublisher<Void, Never> {
        let model = IntroModel()
        let screen = Hosting(rootView: IntroView(model: model))
        window.configure {
            $0.rootViewController = screen
            $0.makeKeyAndVisible()
        }
        return model.action
            .filter { $0 == .proceed }
            .map { _ in () }
            .prefix(1)
            .eraseToAnyPublisher()
    }
}

final class HomeFlow: FlowNode<Void> {
    private let window: UIWindow
    private let navigation = UINavigationController()
    init(window: UIWindow) { self.window = window }

    override func begin() -> AnyPublisher<Void, Never> {
        let model = HomeModel()
        navigation.setViewControllers([Hosting(rootView: HomeView(model: model))], animated: false)
        window.configure { $0.rootViewController = navigation }

        model.action
            .filter { $0 == .openItem }
            .withUnretained(self)
            .flatMap { owner, _ in owner.run(ItemFlow(navigation: owner.navigation)) }
            .sink { _ in }
            .store(in: &bag)

        return model.action
            .filter { $0 == .signOut }
            .map { _ in () }
            .prefix(1)
            .eraseToAnyPublisher()
    }
}

final class ItemFlow: FlowNode<Void> {
    private let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    override func begin() -> AnyPublisher<Void, Never> {
        let model = ItemModel()
        navigation.pushViewController(Hosting(rootView: ItemView(model: model)), animated: true)
        return model.closed
            .handleEvents(receiveOutput: { [weak self] in self?.navigation.popViewController(animated: true) })
            .prefix(1)
            .eraseToAnyPublisher()
    }
}
"""

    static let resultLaunch = """
import Combine
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var main: MainFlow?
    private var bag = Set<AnyCancellable>()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        let main = MainFlow(window: window)
        self.main = main
        main.begin().sink { _ in }.store(in: &bag)
    }
}
"""

    @Test func aChildsResultPublisherRunsWhatItsCreatorSubscribed() throws {
        let draft = try extract(["FrameworkApp.swift": Self.resultFramework, "ScreensApp.swift": Self.resultScreens, "FlowsApp.swift": Self.resultFlows,
                                 "LaunchApp.swift": Self.resultLaunch], name: "results")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // The base class keeping `[UUID: Any]` it stores its own kind in makes a tree, the root at launch.
        #expect(text.contains("coordinator MainFlow root"))
        // At launch the store is still loading (`guard !loading else { return .intro }`): the
        // switch in the closure takes `.intro`, whose child's result the closure returns.
        #expect(try handler("on start", of: "MainFlow root") == ["start IntroFlow"])
        // Later the guard is not known: the path after it.
        #expect(try handler("func showCurrent", of: "MainFlow") == ["start HomeFlow"])
        // `window.configure { $0.rootViewController = screen }`: the window's root.
        #expect(try handler("on start", of: "IntroFlow") == ["setRoot stack", "push IntroView"])
        // The returned publisher: an event named after the case its filter keeps, emitting the result.
        #expect(text.contains("screen IntroView: proceed"))
        #expect(try handler("on IntroView.proceed", of: "IntroFlow") == ["call MainFlow.resultOfIntroFlow"])
        // The creator's chain on the result: `handleEvents` frees the child, then `sink` runs.
        #expect(try handler("func resultOfIntroFlow", of: "MainFlow") == ["removeChild caller", "call self.showCurrent"])
        // `window.configure { $0.rootViewController = navigation }`: the closure is the coordinator's code.
        #expect(try handler("on start", of: "HomeFlow") == ["setRoot stack", "setViewControllers HomeView"])
        // A subscription's `withUnretained(self).flatMap { owner, _ in owner.run(…) }`: the child starts on the event.
        #expect(try handler("on HomeView.openItem", of: "HomeFlow") == ["start ItemFlow"])
        #expect(try handler("on ItemView.closed", of: "ItemFlow") == ["pop", "call HomeFlow.resultOfItemFlow"])
        #expect(try handler("func resultOfItemFlow", of: "HomeFlow") == ["removeChild caller"])
        // UIKit's back pops the item, whose result never emits: it stays in the running children.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["IntroView.proceed", "HomeView.openItem", "back"])
    }
}

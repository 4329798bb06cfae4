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

final class TermsModel {
    let accepted = PassthroughSubject<Void, Never>()
}
struct TermsView: View {
    let model: TermsModel
    var body: some View { Button("Accept") { model.accepted.send() } }
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
            .withUnretained(self)
            .flatMap { owner, _ in owner.run(TermsFlow(presenter: screen)) }
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

final class TermsFlow: FlowNode<Void> {
    private let presenter: UIViewController
    init(presenter: UIViewController) { self.presenter = presenter }

    override func begin() -> AnyPublisher<Void, Never> {
        let model = TermsModel()
        presenter.present(Hosting(rootView: TermsView(model: model)), animated: true)
        return model.accepted
            .handleEvents(receiveOutput: { [weak self] in self?.presenter.dismiss(animated: true) })
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
        // Its result waits for the terms' (`flatMap { owner, _ in owner.run(TermsFlow(…)) }`):
        // the terms' result, once freed, emits the intro's.
        // (The terms' flow keeps no stack: the screen its start presents from the controller it
        // was handed is its own sheet's first.)
        #expect(try handler("on IntroView.proceed", of: "IntroFlow") == ["start TermsFlow in modal"], "\(draft.scenario)")
        #expect(try handler("on start", of: "TermsFlow") == ["push TermsView"])
        #expect(try handler("func resultOfTermsFlow", of: "IntroFlow") == ["removeChild caller", "call MainFlow.resultOfIntroFlow"])
        #expect(try handler("on TermsView.accepted", of: "TermsFlow") == ["dismiss", "call IntroFlow.resultOfTermsFlow"])
        // The creator's chain on the result: `handleEvents` frees the child, then `sink` runs.
        #expect(try handler("func resultOfIntroFlow", of: "MainFlow") == ["removeChild caller", "call self.showCurrent"])
        // `window.configure { $0.rootViewController = navigation }`: the closure is the coordinator's code.
        #expect(try handler("on start", of: "HomeFlow") == ["setRoot stack", "setViewControllers HomeView"])
        // A subscription's `withUnretained(self).flatMap { owner, _ in owner.run(…) }`: the child starts on the event.
        #expect(try handler("on HomeView.openItem", of: "HomeFlow") == ["start ItemFlow"])
        #expect(try handler("on ItemView.closed", of: "ItemFlow") == ["pop", "call HomeFlow.resultOfItemFlow"])
        #expect(try handler("func resultOfItemFlow", of: "HomeFlow") == ["removeChild caller"])
        // The terms sheet pulled down emits no result: it stays in the running children (as the
        // item does when UIKit's back pops it).
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["IntroView.proceed", "swipeDismiss"])
    }

    /// An app's own operator pairing the values with an object (`withUnretained` under another
    /// name, told by its declaration: one parameter of a generic type its result names): the
    /// later closures get that object first, as RxSwift's `withUnretained` hands it.
    @Test func anAppsPairingOperatorHandsItsObjectToTheClosures() throws {
        let pairing = """
        import Combine

        extension Publisher {
            func holding<Held: AnyObject>(_ held: Held) -> Publishers.CompactMap<Self, (Held, Output)> {
                compactMap { [weak held] value in held.map { ($0, value) } }
            }
        }
        """
        let flows = Self.resultFlows.replacingOccurrences(of: ".withUnretained(self)", with: ".holding(self)")
        #expect(flows != Self.resultFlows)
        let files = ["FrameworkApp.swift": Self.resultFramework, "ScreensApp.swift": Self.resultScreens, "FlowsApp.swift": flows,
                     "LaunchApp.swift": Self.resultLaunch]
        let text = lines(try extract(files.merging(["Pairing.swift": pairing]) { $1 }, name: "results"))
        #expect(try handler("on HomeView.openItem", of: "HomeFlow", in: text) == ["start ItemFlow"])
        // Undeclared, `holding` is nothing the extractor knows: the closure's `owner` is unknown.
        let unknown = lines(try extract(files, name: "results"))
        #expect((try? handler("on HomeView.openItem", of: "HomeFlow", in: unknown)) != ["start ItemFlow"])
    }

    /// RxSwift's `coordinate(to:) -> Observable<Result>` (the style of uptechteam's
    /// Coordinator-MVVM-Rx example): a result merged from two of a view model's subjects kept in
    /// locals, `do(onNext:)` freeing the child, a `flatMap` waiting for a child's result.
    static let rxResults = """
import RxSwift
import UIKit

class BaseCoordinator<ResultType> {
    typealias CoordinationResult = ResultType
    let disposeBag = DisposeBag()
    private let identifier = UUID()
    private var childCoordinators = [UUID: Any]()

    private func store<T>(coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = coordinator
    }

    private func free<T>(coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = nil
    }

    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
        store(coordinator: coordinator)
        return coordinator.start()
            .do(onNext: { [weak self] _ in self?.free(coordinator: coordinator) })
    }

    func start() -> Observable<ResultType> {
        fatalError("Start method should be implemented.")
    }
}

final class RepositoryListViewModel {
    let showLanguageList = PublishSubject<Void>()
    let setCurrentLanguage = PublishSubject<String>()
}
final class RepositoryListViewController: UIViewController {
    var viewModel: RepositoryListViewModel!
}

enum LanguageListCoordinationResult {
    case language(String)
    case cancel
}
final class LanguageListViewModel {
    let didSelectLanguage = PublishSubject<String>()
    let didCancel = PublishSubject<Void>()
}
final class LanguageListViewController: UIViewController {
    var viewModel: LanguageListViewModel!
}

class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }

    override func start() -> Observable<Void> {
        let repositoryListCoordinator = RepositoryListCoordinator(window: window)
        return coordinate(to: repositoryListCoordinator)
    }
}

class RepositoryListCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }

    override func start() -> Observable<Void> {
        let viewModel = RepositoryListViewModel()
        let viewController = RepositoryListViewController()
        let navigationController = UINavigationController(rootViewController: viewController)
        viewController.viewModel = viewModel

        viewModel.showLanguageList
            .flatMap { [weak self] _ -> Observable<String?> in
                guard let `self` = self else { return .empty() }
                return self.showLanguageList(on: viewController)
            }
            .filter { $0 != nil }
            .map { $0! }
            .bind(to: viewModel.setCurrentLanguage)
            .disposed(by: disposeBag)

        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        return Observable.never()
    }

    private func showLanguageList(on rootViewController: UIViewController) -> Observable<String?> {
        let languageListCoordinator = LanguageListCoordinator(rootViewController: rootViewController)
        return coordinate(to: languageListCoordinator)
            .map { result in
                switch result {
                case .language(let language): return language
                case .cancel: return nil
                }
            }
    }
}

class LanguageListCoordinator: BaseCoordinator<LanguageListCoordinationResult> {
    private let rootViewController: UIViewController
    init(rootViewController: UIViewController) { self.rootViewController = rootViewController }

    override func start() -> Observable<CoordinationResult> {
        let viewController = LanguageListViewController()
        let navigationController = UINavigationController(rootViewController: viewController)
        let viewModel = LanguageListViewModel()
        viewController.viewModel = viewModel

        let cancel = viewModel.didCancel.map { _ in CoordinationResult.cancel }
        let language = viewModel.didSelectLanguage.map { CoordinationResult.language($0) }

        rootViewController.present(navigationController, animated: true)

        return Observable.merge(cancel, language)
            .take(1)
            .do(onNext: { [weak self] _ in self?.rootViewController.dismiss(animated: true) })
    }
}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator!
    private let disposeBag = DisposeBag()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        appCoordinator = AppCoordinator(window: window!)
        appCoordinator.start()
            .subscribe()
            .disposed(by: disposeBag)
        return true
    }
}
"""

    @Test func anRxChildsResultMergedFromItsScreenIsTwoEventsAndAPullDownLeaksIt() throws {
        let draft = try extract(["App.swift": Self.rxResults], name: "rxresults")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        #expect(try handler("on start", of: "AppCoordinator root") == ["start RepositoryListCoordinator"])
        #expect(text.contains("screen LanguageListViewController: didCancel, didSelectLanguage"))
        #expect(try handler("on RepositoryListViewController.showLanguageList", of: "RepositoryListCoordinator") == ["start LanguageListCoordinator"])
        // Each merged subject emits the result, after the `do(onNext:)` that dismisses.
        let emit = ["dismiss", "call RepositoryListCoordinator.resultOfLanguageListCoordinator"]
        #expect(try handler("on LanguageListViewController.didCancel", of: "LanguageListCoordinator") == emit)
        #expect(try handler("on LanguageListViewController.didSelectLanguage", of: "LanguageListCoordinator") == emit)
        #expect(try handler("func resultOfLanguageListCoordinator", of: "RepositoryListCoordinator") == ["removeChild caller"])
        // Pulled down, the sheet emits no result: the child stays in the dictionary.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["RepositoryListViewController.showLanguageList", "swipeDismiss"])
    }
}

import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Coordinators subscribing to what their screens' view models publish, with Combine
/// (`sink`, through `receive(on:)` and `compactMap`, a `@Published` route switched on) and
/// RxSwift (`subscribe(onNext:)`).
extension ExtractTests {
    static let subscriptions = """
import Combine
import RxSwift
import UIKit

final class ListViewModel {
    let didSelectItem = PassthroughSubject<Int, Never>()
    @Published var route: ListRoute?
}
enum ListRoute { case settings, about }
final class ListViewController: UIViewController {
    private let viewModel: ListViewModel
    init(viewModel: ListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
}
final class DetailViewModel {
    let close = PublishSubject<Void>()
}
final class DetailViewController: UIViewController {
    init(viewModel: DetailViewModel) { super.init(nibName: nil, bundle: nil) }
}
final class SettingsViewController: UIViewController {}
final class AboutViewController: UIViewController {}

final class DetailCoordinator {
    var childCoordinators: [AnyObject] = []
    weak var parentCoordinator: ListCoordinator?
    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let viewModel = DetailViewModel()
        viewModel.close
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.close() })
            .disposed(by: disposeBag)
        navigationController.pushViewController(DetailViewController(viewModel: viewModel), animated: true)
    }
    private func close() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}

final class ListCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController
    private var cancellables = Set<AnyCancellable>()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let viewModel = ListViewModel()
        let controller = ListViewController(viewModel: viewModel)
        viewModel.didSelectItem
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.showDetail() }
            .store(in: &cancellables)
        viewModel.$route
            .compactMap { $0 }
            .sink { [weak self] route in
                switch route {
                case .settings: self?.navigationController.pushViewController(SettingsViewController(), animated: true)
                case .about: self?.navigationController.present(AboutViewController(), animated: true)
                }
            }
            .store(in: &cancellables)
        navigationController.pushViewController(controller, animated: false)
    }
    private func showDetail() {
        let child = DetailCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
    func childDidFinish(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
    }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: ListCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        let coordinator = ListCoordinator(navigationController: navigationController)
        self.coordinator = coordinator
        coordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}
"""

    @Test func aSubscriptionToAViewModelIsAnEventOfItsScreen() throws {
        let draft = try extract(["App.swift": Self.subscriptions], name: "subscriptions")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // Named after the publisher; a switch on what it publishes gives an event per case.
        #expect(text.contains("screen ListViewController: didSelectItem, route_settings, route_about"))
        #expect(try handler("on ListViewController.didSelectItem", of: "ListCoordinator") == ["call self.showDetail"])
        #expect(try handler("on ListViewController.route_settings", of: "ListCoordinator") == ["push SettingsViewController"])
        #expect(try handler("on ListViewController.route_about", of: "ListCoordinator") == ["present AboutViewController"])
        // Subscribed before the screen is made: the screen the handler makes.
        #expect(try handler("on DetailViewController.close", of: "DetailCoordinator") == ["call self.close"])
        // The detail's own close button removes it; UIKit's back button does not.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["ListViewController.didSelectItem", "back"])
    }
}

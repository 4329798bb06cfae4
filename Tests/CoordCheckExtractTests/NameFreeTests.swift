import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// What names must not decide (issue 37's renaming test): a window told by its type, not by
/// the name it is kept under (`mainScreen`, `screen`); an operator the app adds to Combine's
/// publishers (`flatMapFirst`) is a step of a subscription, under any name.
extension ExtractTests {
    static let nameFreeApp = """
    import UIKit
    import Combine

    extension Publisher {
        func flatMapFirst<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
            map(transform).switchToLatest().eraseToAnyPublisher()
        }
    }

    final class HomeViewModel { let route = PassthroughSubject<Void, Never>() }
    final class HomeViewController: UIViewController {
        let viewModel: HomeViewModel
        init(viewModel: HomeViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func detailTapped() { viewModel.route.send(()) }
    }
    final class DetailViewController: UIViewController {}

    final class HomeCoordinator {
        let navigationController: UINavigationController
        private var cancellables = Set<AnyCancellable>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let viewModel = HomeViewModel()
            navigationController.pushViewController(HomeViewController(viewModel: viewModel), animated: false)
            viewModel.route
                .flatMapFirst { [weak self] _ -> Just<Void> in
                    self?.navigationController.pushViewController(DetailViewController(), animated: true)
                    return Just(())
                }
                .sink { _ in }
                .store(in: &cancellables)
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var mainScreen: UIWindow?
        var coordinator: HomeCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let navigation = UINavigationController()
            let screen = UIWindow(frame: UIScreen.main.bounds)
            screen.rootViewController = navigation
            mainScreen = screen
            let coordinator = HomeCoordinator(navigationController: navigation)
            self.coordinator = coordinator
            coordinator.start()
            screen.makeKeyAndVisible()
            return true
        }
    }
    """

    @Test func aWindowAndAnOperatorAreToldByWhatTheyAre() throws {
        let draft = try extract(["App.swift": Self.nameFreeApp], name: "name-free")
        let text = lines(draft)
        #expect(try handler("on start", of: "HomeCoordinator root", in: text) == ["setRoot stack", "push HomeViewController"], "\(draft.scenario)")
        #expect(try handler("on HomeViewController.route", of: "HomeCoordinator root", in: text) == ["push DetailViewController"])
        // Renamed, it drafts the same.
        let renamer = Renamer(swiftFiles: ["App.swift": Self.nameFreeApp])
        let renamed = try extract(["App.swift": renamer.rename(swift: Self.nameFreeApp)], name: "name-free")
        #expect(RenamingTests.difference(RenamingTests.placeless(draft.scenario, in: ""), RenamingTests.placeless(renamed.scenario, in: "")) == nil)
    }

    /// A screen's own factory returning its type is that screen, whatever it is called
    /// (`instantiate()`, `make()`, `fromStoryboard()`); a factory of the screen's returning
    /// something else (an alert) is not the screen.
    @Test func aScreensFactoryIsToldByWhatItReturns() throws {
        let app = """
        import UIKit

        final class HomeViewController: UIViewController {}
        final class DetailViewController: UIViewController {
            static func fromStoryboard() -> Self {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail") as! Self
            }
            static func makeWarning() -> UIAlertController {
                UIAlertController(title: "Careful", message: nil, preferredStyle: .alert)
            }
        }

        final class HomeCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                navigationController.pushViewController(HomeViewController(), animated: false)
                navigationController.pushViewController(DetailViewController.fromStoryboard(), animated: false)
                navigationController.present(DetailViewController.makeWarning(), animated: true)
            }
        }

        \(ExtractTests.delegateStarting("HomeCoordinator"))
        """
        let draft = try extract(["App.swift": app], name: "factories")
        let text = lines(draft)
        #expect(try Array(handler("on start", of: "HomeCoordinator root", in: text).prefix(3)) == [
            "setRoot stack", "push HomeViewController", "push DetailViewController"], "\(draft.scenario)")
        #expect(try !handler("on start", of: "HomeCoordinator root", in: text).contains("present DetailViewController"))
    }
}

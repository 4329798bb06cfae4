import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child two coordinator types start with `coordinate(to:)` (a Combine port of RxSwift's
/// `BaseCoordinator<Result>`: the child kept until its result emits, then freed), the launch's
/// subscribing in its start, a tab's in an event (`viewModel.didTapSignIn.flatMap { …
/// coordinate(to: LoginFlow(…)) }`): the child's result reaches whichever made it, its
/// parent, so signing in from either frees it there. Nothing is violated.
extension ExtractTests {
    /// How the home flow subscribes to the sign-in child's result.
    static let resultSinks = ["sink { _ in }", "sink { [weak self] _ in self?.reload() }"]

    static func resultCreatorsApp(sink: String) -> String {
        """
        import Combine
        import UIKit

        class FlowCoordinator<Output> {
            private let id = UUID()
            private var childFlows: [UUID: Any] = [:]
            var cancellables = Set<AnyCancellable>()
            func coordinate<T>(to flow: FlowCoordinator<T>) -> AnyPublisher<T, Never> {
                childFlows[flow.id] = flow
                return flow.start()
                    .handleEvents(receiveOutput: { [weak self, weak flow] _ in
                        guard let flow else { return }
                        self?.childFlows[flow.id] = nil
                    })
                    .eraseToAnyPublisher()
            }
            func start() -> AnyPublisher<Output, Never> { fatalError("override") }
        }

        final class HomeViewModel {
            let didTapSignIn = PassthroughSubject<Void, Never>()
        }
        final class HomeViewController: UIViewController {
            let viewModel: HomeViewModel
            init(viewModel: HomeViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            @objc func signInTapped() { viewModel.didTapSignIn.send() }
        }
        final class LoginViewModel {
            let signedIn = PassthroughSubject<Void, Never>()
        }
        final class LoginViewController: UIViewController {
            let viewModel: LoginViewModel
            init(viewModel: LoginViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            @objc func signInTapped() { viewModel.signedIn.send() }
        }

        final class LoginFlow: FlowCoordinator<Void> {
            private let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() -> AnyPublisher<Void, Never> {
                let viewModel = LoginViewModel()
                let login = LoginViewController(viewModel: viewModel)
                login.modalPresentationStyle = .fullScreen
                presenter.present(login, animated: true)
                return viewModel.signedIn
                    .handleEvents(receiveOutput: { [weak login] in login?.dismiss(animated: true) })
                    .eraseToAnyPublisher()
            }
        }

        final class HomeFlow: FlowCoordinator<Void> {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() -> AnyPublisher<Void, Never> {
                let viewModel = HomeViewModel()
                navigation.setViewControllers([HomeViewController(viewModel: viewModel)], animated: false)
                viewModel.didTapSignIn
                    .flatMap { [unowned self] in self.coordinate(to: LoginFlow(presenter: self.navigation)) }
                    .\(sink)
                    .store(in: &cancellables)
                return Empty(completeImmediately: false).eraseToAnyPublisher()
            }
            private func reload() {}
        }

        final class AppFlow: FlowCoordinator<Void> {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() -> AnyPublisher<Void, Never> {
                let navigation = UINavigationController()
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                coordinate(to: HomeFlow(navigation: navigation)).sink { _ in }.store(in: &cancellables)
                if Keychain.token == nil {
                    coordinate(to: LoginFlow(presenter: navigation)).sink { _ in }.store(in: &cancellables)
                }
                return Empty(completeImmediately: false).eraseToAnyPublisher()
            }
        }

        enum Keychain { static var token: String? }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var appFlow: AppFlow?
            private var cancellables = Set<AnyCancellable>()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                let appFlow = AppFlow(window: window)
                self.window = window
                self.appFlow = appFlow
                appFlow.start().sink { _ in }.store(in: &cancellables)
            }
        }
        """
    }

    @Test(arguments: resultSinks)
    func aChildTwoTypesStartCallsBackWhicheverMadeIt(sink: String) throws {
        let draft = try extract(["App.swift": Self.resultCreatorsApp(sink: sink)])
        let text = lines(draft)
        #expect(text.contains("coordinator LoginFlow parent weak"), "\(draft.scenario)")
        #expect(try handler("on LoginViewController.signedIn", of: "LoginFlow", in: text).contains("call parent.resultOfLoginFlow"), "\(draft.scenario)")
        #expect(try handler("func resultOfLoginFlow", of: "HomeFlow", in: text).contains("removeChild caller"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
    }
}

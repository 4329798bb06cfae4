import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A flow that moves on when a service of the app answers: the service checks its input
/// (`guard … else { completion(.failure(.encoding)); return }`), then hands the completion to
/// a private helper running a `URLSession` task, whose closure sets a local by the response
/// and calls the completion on the main queue. Which case the result is, the model does not
/// know: the success is a way of the event, not lost behind the input check's failure. On
/// success the flow pops back to the screen its creator handed it (`returnTo: list`, a
/// property or a local of the creator's, declared or cast as the list). The planted bug: the
/// flow does not tell its owner it is done, so it stays in the owner's `flows` after its
/// screens are gone. Written three ways of reading the result.
extension ExtractTests {
    static let completionStyles = [
        "switch result {\n            case .success: self.done()\n            case .failure: self.showError()\n            }",
        "guard case .success = result else {\n                self.showError()\n                return\n            }\n            self.done()",
        "if case .failure = result { self.showError() } else { self.done() }",
    ]

    static func serviceCompletionApp(handling: String, finishes: Bool, handedBy: String) -> String {
        let handing = switch handedBy {
        case "property": "let wizard = WizardFlow(navigationController: navigationController, service: service, returnTo: list)"
        case "self": "let wizard = WizardFlow(navigationController: navigationController, service: service, returnTo: self.list)"
        default: """
            guard let top = navigationController.viewControllers.first as? OrdersViewController else { return }
                    let wizard = WizardFlow(navigationController: navigationController, service: service, returnTo: top)
            """
        }
        return """
        import UIKit

        protocol Flow: AnyObject { func start() }

        enum OrderError: Error { case encoding, server }

        final class OrderService {
            private let session = URLSession.shared
            func place(_ name: String, completion: @escaping (Result<Int, OrderError>) -> Void) {
                guard !name.isEmpty else {
                    completion(.failure(.encoding))
                    return
                }
                send(URLRequest(url: URL(string: "https://example.com/orders")!), completion: completion)
            }
            private func send(_ request: URLRequest, completion: @escaping (Result<Int, OrderError>) -> Void) {
                session.dataTask(with: request) { data, _, error in
                    let result: Result<Int, OrderError>
                    if error != nil { result = .failure(.server) } else { result = .success(data?.count ?? 0) }
                    DispatchQueue.main.async { completion(result) }
                }.resume()
            }
        }

        final class OrdersViewController: UIViewController { var onNew: (() -> Void)? }
        final class FormViewController: UIViewController {
            var onNext: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        final class ReviewViewController: UIViewController {
            var onPlace: (() -> Void)?
            var onEdit: (() -> Void)?
        }

        final class WizardFlow: Flow {
            weak var owner: OrdersFlow?
            private let navigationController: UINavigationController
            private let service: OrderService
            private weak var returnTo: UIViewController?
            private weak var form: FormViewController?
            init(navigationController: UINavigationController, service: OrderService, returnTo: UIViewController?) {
                self.navigationController = navigationController
                self.service = service
                self.returnTo = returnTo
            }
            func start() {
                let form = FormViewController()
                form.onNext = { [weak self] in self?.review() }
                self.form = form
                navigationController.pushViewController(form, animated: true)
            }
            private func review() {
                let review = ReviewViewController()
                review.onPlace = { [weak self] in self?.place() }
                review.onEdit = { [weak self] in self?.edit() }
                navigationController.pushViewController(review, animated: true)
            }
            private func edit() {
                guard let form else { return }
                navigationController.popToViewController(form, animated: true)
            }
            private func place() {
                service.place("order") { [weak self] result in
                    guard let self else { return }
                    \(handling)
                }
            }
            private func showError() {
                let alert = UIAlertController(title: "Not placed", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                navigationController.present(alert, animated: true)
            }
            private func done() {
                if let returnTo { navigationController.popToViewController(returnTo, animated: true) }
                \(finishes ? "owner?.wizardDidFinish(self)" : "")
            }
        }

        final class OrdersFlow: Flow {
            var flows: [Flow] = []
            private let navigationController: UINavigationController
            private let service = OrderService()
            private weak var list: OrdersViewController?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = OrdersViewController()
                list.onNew = { [weak self] in self?.newOrder() }
                self.list = list
                navigationController.setViewControllers([list], animated: false)
            }
            private func newOrder() {
                \(handing)
                wizard.owner = self
                flows.append(wizard)
                wizard.start()
            }
            func wizardDidFinish(_ wizard: WizardFlow) {
                flows.removeAll { $0 === wizard }
            }
        }

        \(sceneDelegateStarting("OrdersFlow"))
        """
    }

    @Test(arguments: 0..<3, [false, true])
    func aServicesSuccessIsAWayOfTheEvent(style: Int, finishes: Bool) throws {
        let draft = try extract(["App.swift": Self.serviceCompletionApp(handling: Self.completionStyles[style], finishes: finishes, handedBy: "property")],
                                name: "orders")
        let text = lines(draft)
        #expect(text.contains("popTo OrdersViewController"), "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if finishes {
            #expect(leak == nil, "\(draft.scenario)")
        } else {
            let labels = leak?.trace.labels(in: result.scenario) ?? []
            #expect(labels.count == 3 && labels.first == "OrdersViewController.onNew" && labels.last?.hasPrefix("ReviewViewController.onPlace") == true,
                    "\(labels)\n\(draft.scenario)")
        }
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name).allSatisfy { $0 == "no-leaks" }, "\(draft.scenario)")
    }

    @Test(arguments: ["property", "self", "cast local"])
    func aScreenHandedInIsTheOnePoppedBackTo(handedBy: String) throws {
        let draft = try extract(["App.swift": Self.serviceCompletionApp(handling: Self.completionStyles[0], finishes: true, handedBy: handedBy)],
                                name: "orders")
        let text = lines(draft)
        #expect(text.contains("popTo OrdersViewController"), "\(draft.scenario)")
        // The form the flow keeps, declared as its type: the edit pops back to it.
        #expect(text.contains("popTo FormViewController"), "\(draft.scenario)")
        #expect(!draft.scenario.contains("cannot name"), "\(draft.scenario)")
    }

    @Test func creatorsHandingDifferentScreensNameNone() throws {
        var app = Self.serviceCompletionApp(handling: Self.completionStyles[0], finishes: true, handedBy: "property")
        // A second creator hands the flow a screen of another type.
        app = app.replacingOccurrences(of: "    func wizardDidFinish(", with: """
                func reorder(from form: FormViewController) {
                    let wizard = WizardFlow(navigationController: navigationController, service: service, returnTo: form)
                    flows.append(wizard)
                    wizard.start()
                }
                func wizardDidFinish(
            """)
        let draft = try extract(["App.swift": app], name: "orders")
        #expect(!lines(draft).contains("popTo OrdersViewController"), "\(draft.scenario)")
        #expect(draft.scenario.contains("pops back to a view controller the model cannot name"), "\(draft.scenario)")
    }

    /// A parent that reloads through a service after its login child finishes (`fetchProfile
    /// { result in switch result { case .failure(.unauthorized): showLogin() … } }`, the
    /// result a local the task's closure sets in an `if`): the login again is one way of the
    /// user's submit, not what every submit ends in. Before, the one case doing something was
    /// taken as the only one, and the login never let the user in.
    static let reloginApp = """
        import UIKit

        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }

        enum AuthError: Error { case unauthorized, offline }

        final class AccountService {
            func signIn(completion: @escaping (Result<Void, AuthError>) -> Void) {
                URLSession.shared.dataTask(with: URL(string: "https://example.com/session")!) { _, response, _ in
                    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                    let result: Result<Void, AuthError> = status == 200 ? .success(()) : .failure(.unauthorized)
                    DispatchQueue.main.async { completion(result) }
                }.resume()
            }
            func fetchProfile(completion: @escaping (Result<String, AuthError>) -> Void) {
                URLSession.shared.dataTask(with: URL(string: "https://example.com/me")!) { data, _, error in
                    var result = Result<String, AuthError>.failure(.offline)
                    if error == nil, let data { result = .success(String(decoding: data, as: UTF8.self)) }
                    DispatchQueue.main.async { completion(result) }
                }.resume()
            }
        }

        final class LoginViewController: UIViewController { var onSubmit: (() -> Void)? }
        final class HomeViewController: UIViewController {}

        final class LoginCoordinator: Coordinator {
            var children: [Coordinator] = []
            weak var parent: AppCoordinator?
            private let navigationController: UINavigationController
            private let service: AccountService
            init(navigationController: UINavigationController, service: AccountService) {
                self.navigationController = navigationController
                self.service = service
            }
            func start() {
                let login = LoginViewController()
                login.onSubmit = { [weak self] in self?.submit() }
                login.modalPresentationStyle = .fullScreen
                navigationController.present(login, animated: true)
            }
            private func submit() {
                service.signIn { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success:
                        self.navigationController.dismiss(animated: true)
                        self.parent?.loginDidFinish(self)
                    case .failure:
                        break
                    }
                }
            }
        }

        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let navigationController: UINavigationController
            private let service = AccountService()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                navigationController.setViewControllers([HomeViewController()], animated: false)
                showLogin()
            }
            private func showLogin() {
                let login = LoginCoordinator(navigationController: navigationController, service: service)
                login.parent = self
                children.append(login)
                login.start()
            }
            func loginDidFinish(_ login: LoginCoordinator) {
                children.removeAll { $0 === login }
                service.fetchProfile { [weak self] result in
                    switch result {
                    case .success: break
                    case .failure(.unauthorized): self?.showLogin()
                    case .failure: break
                    }
                }
            }
        }

        \(sceneDelegateStarting("AppCoordinator"))
        """

    @Test func aReloadAfterTheLoginIsAWayNotItsFate() throws {
        let draft = try extract(["App.swift": Self.reloginApp], name: "relogin")
        let text = lines(draft)
        let first = try handler("func loginDidFinish", of: "AppCoordinator root", in: text)
        #expect(first.contains("removeChild caller") && !first.contains("start LoginCoordinator"), "\(draft.scenario)")
        let again = text.filter { $0.hasPrefix("func loginDidFinish_") }
        #expect(try again.contains { try handler($0, of: "AppCoordinator root", in: text).contains("start LoginCoordinator") }, "\(draft.scenario)")
        // The submit's ways: signed in for good, or signed in then asked again.
        #expect(text.contains("screen LoginViewController: onSubmit, onSubmit_failure"), "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["LoginViewController.onSubmit"])
        #expect(frames.last?.snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController", "\(draft.scenario)")
    }
}

import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Methods overloaded on their parameter's type alone (`handle(_ route: TypeStepModel.Route)`
/// beside `handle(_ route: DetailsStepModel.Route)`): the one called is the one taking the
/// type of the value passed — a value a view model's publisher gives (its `@Published`
/// property's type, a subject's element), through operators that keep it, or an object of
/// the app's made for the call.
extension ExtractTests {
    /// How the details step's route is subscribed to, `MODEL` for its view model.
    static let typedSubscriptions = [
        "MODEL.$route.compactMap { $0 }.sink { [weak self] route in self?.handle(route) }.store(in: &cancellables)",
        "MODEL.$route.sink { [weak self] route in\n            guard let route else { return }\n            self?.handle(route)\n        }.store(in: &cancellables)",
        "MODEL.$route.receive(on: DispatchQueue.main).compactMap { $0 }.removeDuplicates().sink { [weak self] in self?.handle($0) }.store(in: &cancellables)",
    ]

    static func typedOverloadApp(detailsSubscription: String) -> String {
        """
        import Combine
        import SwiftUI
        import UIKit

        final class TypeStepModel: ObservableObject {
            enum Route { case next }
            @Published var route: Route?
        }
        final class DetailsStepModel: ObservableObject {
            enum Route: Equatable { case submit }
            @Published var route: Route?
        }
        final class SummaryModel {
            enum Action { case close }
            let actions = PassthroughSubject<Action, Never>()
        }
        struct Outcome { let text: String }

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            func start()
        }

        struct TypeStepView: View {
            @ObservedObject var model: TypeStepModel
            var body: some View { Button("Next") { model.route = .next } }
        }
        struct DetailsStepView: View {
            @ObservedObject var model: DetailsStepModel
            var body: some View { Button("Submit") { model.route = .submit } }
        }
        struct SummaryView: View {
            let model: SummaryModel
            var body: some View { Button("Close") { model.actions.send(.close) } }
        }

        final class FormCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            private var cancellables = Set<AnyCancellable>()
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { showTypeStep() }
            private func showTypeStep() {
                let model = TypeStepModel()
                model.$route.compactMap { $0 }.sink { [weak self] route in self?.handle(route) }.store(in: &cancellables)
                navigationController.setViewControllers([UIHostingController(rootView: TypeStepView(model: model))], animated: false)
            }
            private func showDetailsStep() {
                let model = DetailsStepModel()
                \(detailsSubscription.replacingOccurrences(of: "MODEL", with: "model"))
                navigationController.pushViewController(UIHostingController(rootView: DetailsStepView(model: model)), animated: true)
            }
            private func showSummary() {
                let model = SummaryModel()
                model.actions.receive(on: DispatchQueue.main).sink { [weak self] action in self?.handle(action) }.store(in: &cancellables)
                navigationController.pushViewController(UIHostingController(rootView: SummaryView(model: model)), animated: true)
            }
            private func handle(_ route: TypeStepModel.Route) {
                switch route {
                case .next: showDetailsStep()
                }
            }
            private func handle(_ route: DetailsStepModel.Route) {
                switch route {
                case .submit: showSummary()
                }
            }
            private func handle(_ action: SummaryModel.Action) {
                switch action {
                case .close: finish(with: "closed")
                }
            }
            private func finish(with text: String) { finish(with: Outcome(text: text)) }
            private func finish(with outcome: Outcome) { navigationController.popToRootViewController(animated: true) }
        }

        \(sceneDelegateStarting("FormCoordinator"))
        """
    }

    @Test(arguments: typedSubscriptions)
    func anOverloadIsChosenByTheTypeOfTheValuePassed(detailsSubscription: String) throws {
        let draft = try extract(["App.swift": Self.typedOverloadApp(detailsSubscription: detailsSubscription)])
        let text = lines(draft)
        func handler(_ header: String) throws -> [String] { try self.handler(header, of: "FormCoordinator root", in: text) }
        // Each step's route reads its own overload: the type step's pushes the details step,
        // the details step's the summary (not the type step's overload, declared first).
        #expect(try handler("on TypeStepView.route").contains { $0.hasSuffix("showDetailsStep") || $0 == "push DetailsStepView" }, "\(draft.scenario)")
        let details = try handler("on DetailsStepView.route")
        #expect(details.contains { $0.hasSuffix("showSummary") || $0 == "push SummaryView" }, "\(draft.scenario)")
        #expect(!details.contains { $0.hasSuffix("showDetailsStep") || $0 == "push DetailsStepView" })
        // The summary's subject gives its element's type; `finish(with: "closed")` makes an
        // `Outcome` for the overload taking one, not a call of itself.
        #expect(try handler("on SummaryView.actions") == ["popToRoot"], "\(draft.scenario)")
        #expect(!draft.scenario.contains("calls finish again"), "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
    }
}

/// A screen's closure property declares what it hands its closure (`var onAction:
/// ((HomeAction) -> Void)?`): the closure's parameter is of that type, so `handle(action)`
/// reads the overload taking it — however the parameter or the property is spelled.
extension ExtractTests {
    static let actionProperties = [
        (property: "var onAction: ((HomeAction) -> Void)?", closure: "{ [weak self] action in self?.handle(action) }"),
        (property: "var onAction: (_ action: HomeAction) -> Void = { _ in }", closure: "{ [weak self] in self?.handle($0) }"),
    ]

    static func actionOverloadApp(property: String, closure: String) -> String {
        """
        import UIKit

        enum LoginAction { case didLogIn, openHelp }
        enum HomeAction { case logout, openArticle }
        final class LoginViewController: UIViewController {
            var onAction: ((LoginAction) -> Void)?
        }
        final class HomeViewController: UIViewController {
            \(property)
        }
        final class ArticleViewController: UIViewController {}

        final class MainFlow {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { showLogin() }
            func showLogin() {
                let login = LoginViewController()
                login.onAction = { [weak self] action in self?.handle(action) }
                navigationController.setViewControllers([login], animated: false)
            }
            func showHome() {
                let home = HomeViewController()
                home.onAction = \(closure)
                navigationController.setViewControllers([home], animated: true)
            }
            private func handle(_ action: LoginAction) {
                switch action {
                case .didLogIn: showHome()
                case .openHelp: break
                }
            }
            private func handle(_ action: HomeAction) {
                switch action {
                case .logout: showLogin()
                case .openArticle: navigationController.pushViewController(ArticleViewController(), animated: true)
                }
            }
        }

        \(sceneDelegateStarting("MainFlow"))
        """
    }

    @Test(arguments: actionProperties)
    func aClosurePropertysParameterTypeChoosesTheOverload(property: String, closure: String) throws {
        let draft = try extract(["App.swift": Self.actionOverloadApp(property: property, closure: closure)])
        let text = lines(draft)
        // The home screen's actions are its own enum's cases, not the login screen's.
        #expect(text.contains("screen HomeViewController: onAction_logout, onAction_openArticle"), "\(draft.scenario)")
        #expect(try handler("on HomeViewController.onAction_openArticle", of: "MainFlow root", in: text) == ["push ArticleViewController"], "\(draft.scenario)")
        #expect(try handler("on HomeViewController.onAction_logout", of: "MainFlow root", in: text).contains { $0.hasSuffix("showLogin") || $0 == "setViewControllers LoginViewController" })
    }
}

import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Closures handed to a view model inside a value of the parameter's type (`delegate:
/// .init(showFilter: { … }, didFinish: { … })`): the events of the screen the view model
/// reaches, named after their labels. A coordinator's own closure property handed to a view
/// (`TermsView(onAgree: didAgree)`) is an event calling what its creator set there.
extension ExtractTests {
    static let delegateValueApp = """
    import SwiftUI
    import UIKit

    struct PickerActions {
        let showFilter: () -> Void
        let didFinish: () -> Void
    }
    final class PickerViewModel: ObservableObject {
        let actions: PickerActions
        init(title: String, actions: PickerActions) { self.actions = actions }
    }
    struct PickerView: View {
        let model: PickerViewModel
        var body: some View {
            VStack {
                Button("Filter") { model.actions.showFilter() }
                Button("Done") { model.actions.didFinish() }
            }
        }
    }
    final class FilterViewController: UIViewController {}
    struct TermsView: View {
        let onAgree: (() -> Void)?
        var body: some View { Button("Agree") { onAgree?() } }
    }

    final class TermsCoordinator {
        let navigationController: UINavigationController
        var didAgree: (() -> Void)?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            navigationController.pushViewController(UIHostingController(rootView: TermsView(onAgree: didAgree)), animated: true)
        }
    }

    final class PickerCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let model = PickerViewModel(title: "Pick", actions: .init(
                showFilter: { [weak self] in self?.showFilter() },
                didFinish: { [weak self] in self?.navigationController.popViewController(animated: true) }
            ))
            navigationController.setViewControllers([UIHostingController(rootView: PickerView(model: model))], animated: false)
        }

        func showFilter() {
            let terms = TermsCoordinator(navigationController: navigationController)
            childCoordinators.append(terms)
            terms.didAgree = { [weak self] in
                self?.childCoordinators.removeAll()
                self?.navigationController.pushViewController(FilterViewController(), animated: true)
            }
            terms.start()
        }
    }

    \(ExtractTests.delegateStarting("PickerCoordinator"))
    """

    @Test func closuresInAValueHandedToAViewModelAreItsScreensEvents() throws {
        let draft = try extract(["PickerApp.swift": Self.delegateValueApp], name: "delegate-value")
        let text = lines(draft)
        #expect(try handler("on PickerView.showFilter", of: "PickerCoordinator", in: text) == ["call self.showFilter"], "\(draft.scenario)")
        #expect(try handler("on TermsView.onAgree", of: "TermsCoordinator", in: text) == ["call PickerCoordinator.didAgreeOfTermsCoordinator"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["PickerView.showFilter", "TermsView.onAgree"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["PickerView", "TermsView", "FilterViewController"], "\(draft.scenario)")
    }
}

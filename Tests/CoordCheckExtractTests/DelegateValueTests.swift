import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Closures handed to a view model inside a value of the parameter's type (`delegate:
/// .init(showFilter: { … }, didFinish: { … })`): the events of the screen the view model
/// reaches, named after their labels.
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
            navigationController.pushViewController(FilterViewController(), animated: true)
        }
    }

    \(ExtractTests.delegateStarting("PickerCoordinator"))
    """

    @Test func closuresInAValueHandedToAViewModelAreItsScreensEvents() throws {
        let draft = try extract(["PickerApp.swift": Self.delegateValueApp], name: "delegate-value")
        let text = lines(draft)
        #expect(try handler("on PickerView.showFilter", of: "PickerCoordinator", in: text) == ["call self.showFilter"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["PickerView.showFilter"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["PickerView", "FilterViewController"], "\(draft.scenario)")
    }
}

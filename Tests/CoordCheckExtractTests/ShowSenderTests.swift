import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// `show(_:sender:)`: a navigation controller pushes the view controller (on an empty stack,
/// its root); any other view controller presents it.
extension ExtractTests {
    static let showSenderApp = """
    import UIKit

    final class LoadingViewController: UIViewController {
        var onLoaded: (() -> Void)?
    }
    final class LibraryViewController: UIViewController {
        var onHelp: (() -> Void)?
    }
    final class HelpViewController: UIViewController {}

    final class AppCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let loading = LoadingViewController()
            loading.onLoaded = { [weak self] in self?.showLibrary() }
            navigationController.show(loading, sender: self)
        }

        func showLibrary() {
            let library = LibraryViewController()
            library.onHelp = { [weak library] in
                library?.show(HelpViewController(), sender: nil)
            }
            navigationController.show(library, sender: self)
        }
    }

    \(ExtractTests.delegateStarting("AppCoordinator"))
    """

    @Test func showSenderPushesOnANavigationControllerAndPresentsOtherwise() throws {
        let draft = try extract(["App.swift": Self.showSenderApp], name: "show")
        let text = lines(draft)
        #expect(try handler("on start", of: "AppCoordinator", in: text) == ["setRoot stack", "push LoadingViewController"], "\(draft.scenario)")
        #expect(try handler("func showLibrary", of: "AppCoordinator", in: text) == ["push LibraryViewController"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["LoadingViewController.onLoaded", "LibraryViewController.onHelp"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["LoadingViewController", "LibraryViewController", "HelpViewController"],
                "\(draft.scenario)")
    }
}

import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child with no stack of its own, handed the tab bar (or another view controller) by its
/// creator, whose start presents its screen from it (`presenter?.present(onboarding,
/// animated: false)`): that screen is the first of the child's own sheet, so the child starts
/// `in modal`, and its dismissal ends it. A screen such a child presents later, from a method
/// other than its start, stays a presentation.
extension ExtractTests {
    /// The presenter's declared type.
    static let handedPresenterTypes = ["UIViewController", "UITabBarController"]

    static func handedTabBarPresenterApp(presenterType: String) -> String {
        """
        import UIKit

        protocol Coordinating: AnyObject {
            var children: [Coordinating] { get set }
            func start()
        }

        final class FeedViewController: UIViewController { var onOpen: (() -> Void)? }
        final class OnboardingViewController: UIViewController {
            var onFinish: (() -> Void)?
            var onHelp: (() -> Void)?
        }
        final class HelpViewController: UIViewController {}

        final class FeedCoordinator: Coordinating {
            var children: [Coordinating] = []
            let navigationController = UINavigationController()
            func start() {
                let feed = FeedViewController()
                feed.onOpen = { [weak self] in self?.navigationController.pushViewController(HelpViewController(), animated: true) }
                navigationController.setViewControllers([feed], animated: false)
            }
        }

        final class OnboardingCoordinator: Coordinating {
            var children: [Coordinating] = []
            var onFinish: (() -> Void)?
            private let onboarding = OnboardingViewController()
            private weak var presenter: \(presenterType)?
            init(presenter: \(presenterType)) { self.presenter = presenter }
            func start() {
                onboarding.onFinish = { [weak self] in self?.finish() }
                onboarding.onHelp = { [weak self] in self?.showHelp() }
                onboarding.modalPresentationStyle = .fullScreen
                presenter?.present(onboarding, animated: false)
            }
            private func showHelp() {
                onboarding.present(HelpViewController(), animated: true)
            }
            private func finish() {
                onboarding.dismiss(animated: true) { [weak self] in self?.onFinish?() }
            }
        }

        final class AppCoordinator {
            private var children: [Coordinating] = []
            private let window: UIWindow
            private let tabBarController = UITabBarController()
            init(window: UIWindow) { self.window = window }
            func start() {
                let feed = FeedCoordinator()
                children.append(feed)
                feed.start()
                tabBarController.viewControllers = [feed.navigationController]
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
                if !UserDefaults.standard.bool(forKey: "onboarded") { showOnboarding() }
            }
            private func showOnboarding() {
                let onboarding = OnboardingCoordinator(presenter: tabBarController)
                onboarding.onFinish = { [weak self, weak onboarding] in self?.children.removeAll { $0 === onboarding } }
                children.append(onboarding)
                onboarding.start()
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    @Test(arguments: handedPresenterTypes)
    func aChildHandedAPresenterShowsItsFirstScreenInASheetOfItsOwn(presenterType: String) throws {
        let draft = try extract(["App.swift": Self.handedTabBarPresenterApp(presenterType: presenterType)])
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("start OnboardingCoordinator in modal fullScreen") }, "\(draft.scenario)")
        #expect(try handler("on start", of: "OnboardingCoordinator", in: text) == ["push OnboardingViewController"], "\(draft.scenario)")
        #expect(text.contains("present HelpViewController"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
    }
}

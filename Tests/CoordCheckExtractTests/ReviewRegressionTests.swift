import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Small apps from a review of the extractor, in Tests/ExtractFixtures/regressions: each
/// reproduced a wrong draft, fixed since.
extension ExtractTests {
    func regression(_ name: String) throws -> (draft: Extractor.Draft, text: [String]) {
        let folder = "\(FixtureAppTests.root)/Tests/ExtractFixtures/regressions/\(name)"
        let draft = try DraftReadBack.checked(Extractor.extract(paths: [folder], name: name))
        return (draft, lines(draft))
    }

    /// What follows an `if` that assigns a local uses the case whose actions are modelled:
    /// the welcome screen goes with the login coordinator, never with the home one.
    @Test func aBranchKeepsTheLocalsOfTheCaseItModels() throws {
        let (_, text) = try regression("branchmix")
        // A launch case each (the branch is on a stored account).
        #expect(try handler("on start", of: "AppCoordinator root", in: text) == ["setRoot stack"])
        #expect(try handler("on launch.current", of: "AppCoordinator", in: text) == ["start HomeCoordinator"])
        #expect(try handler("on launch.other", of: "AppCoordinator", in: text) == ["setViewControllers WelcomeViewController", "start LoginCoordinator"])
    }

    /// A page view controller's `setViewControllers(_:direction:animated:)` is not a stack's.
    @Test func aPageIsNotAStack() throws {
        let (draft, text) = try regression("pages")
        #expect(!text.contains("setViewControllers IntroPageViewController"))
        #expect(try check(draft).verdicts.first { $0.name == "stack-order" }?.violation == nil)
    }

    /// A module pushed by one creator and made the root module by another is pushed.
    @Test func aModuleSomeCreatorPushesIsPushed() throws {
        let (draft, text) = try regression("modules2")
        #expect(try handler("on start", of: "ProfileCoordinator", in: text) == ["push ProfileViewController"])
        #expect(try check(draft).verdicts.allSatisfy { $0.violation == nil })
    }

    /// Subscriptions to notifications are no screen's events (a note each); none is dropped
    /// silently by sharing a name.
    @Test func aNotificationIsNotATap() throws {
        let (_, text) = try regression("notif")
        #expect(text.contains("screen HomeViewController: didTapSettings"))
        #expect(text.filter { $0 == "# coordcheck: a subscription to what no view model of a screen publishes: not modelled" }.count == 2)
    }

    /// A view model's closures and subscriptions set before its screen is made are that
    /// screen's events, not the coordinator's own screen's.
    @Test func aViewModelsClosuresBelongToTheScreenMadeWithIt() throws {
        let (_, text) = try regression("vmorder")
        #expect(text.contains("screen DetailViewController: onClose, didTapShare"))
        #expect(text.contains("screen HomeViewController: onOpenDetail"))
    }

    /// A split view whose primary is a navigation controller, with no delegate that discards
    /// the secondary: collapsed, the secondary is pushed onto the primary's stack.
    @Test func aSplitViewCollapsesItsSecondaryOntoItsPrimary() throws {
        let (_, text) = try regression("split")
        #expect(try handler("on start", of: "AppCoordinator root", in: text) == [
            "setRoot stack", "push MailboxesViewController",
            "# coordcheck: assumed: a split view: modelled collapsed, as on an iPhone (its secondary pushed onto its primary's stack)",
            "push MessageViewController",
        ])
    }

    /// A router a coordinator keeps in a property made with its default navigation controller
    /// is the coordinator's own stack.
    @Test func aRouterPropertyIsItsCoordinatorsStack() throws {
        let (_, text) = try regression("ownrouter")
        #expect(try handler("on start", of: "SettingsCoordinator", in: text) == ["setViewControllers SettingsViewController"])
        #expect(try handler("on SettingsViewController.onAbout", of: "SettingsCoordinator", in: text) == ["push AboutViewController"])
    }

    /// A case that leaves the method (`case .nothing: return`) is not the one whose locals
    /// the code after the branch uses: the first case that goes on is.
    @Test func aCaseThatReturnsDoesNotDecideWhatFollows() throws {
        let (_, text) = try regression("deeplink")
        #expect(try handler("func open", of: "AppCoordinator root", in: text) == [
            "# coordcheck: a branch: only its case 'profile' is modelled", "push ProfileViewController",
        ])
    }

    /// A router of routes of the app's own (routes queued, handed to the coordinator's delegate
    /// method that switches on the route): `router.present(.x)` runs that case, with a note;
    /// the launch presents the routes a helper collects (its first case, with a note).
    @Test func aQueuedRouteRunsTheCoordinatorsCaseForIt() throws {
        let (draft, text) = try regression("routequeue")
        let note = { (route: String) in "# coordcheck: ApplicationRouter.present(.\(route)): the route's case, at once (the router's own queue and replacements are not modelled)" }
        #expect(try handler("func continueFlow", of: "AppCoordinator", in: text) == [
            "# coordcheck: a branch: only its case 'loggedOut' is modelled", note("login"), "setViewControllers LoginViewController",
        ])
        #expect(try handler("on LoginViewController.onLogin", of: "AppCoordinator", in: text) == [note("main"), "setViewControllers MainViewController"])
        #expect(try handler("on MainViewController.onSettings", of: "AppCoordinator", in: text) == [note("settings"), "push SettingsViewController"])
        #expect(try check(draft).verdicts.allSatisfy { $0.violation == nil })
    }
}

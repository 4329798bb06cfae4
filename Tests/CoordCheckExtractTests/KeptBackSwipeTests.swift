import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen that hides UIKit's back button for a custom one, which finishes its coordinator,
/// and keeps the edge swipe working for itself (`navigationController?
/// .interactivePopGestureRecognizer?.delegate = self`, or `isEnabled = true`): its stack
/// pops it by a swipe (`enable swipeBack` after the push), which nothing observes, so the
/// coordinator stays in its parent's children. Without that line the stack says nothing more
/// (the custom button is the screen's `back`, docs/extract.md).
extension ExtractTests {
    enum BackSwipe: CaseIterable {
        case delegateSelf, enabledTrue, untouched
    }

    static func keptBackSwipeApp(_ swipe: BackSwipe) -> String {
        let keeping = switch swipe {
        case .delegateSelf: "navigationController?.interactivePopGestureRecognizer?.delegate = self"
        case .enabledTrue: "navigationController?.interactivePopGestureRecognizer?.isEnabled = true"
        case .untouched: "title = trip"
        }
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }

            final class TripsViewController: UIViewController {
                var onTrip: (() -> Void)?
            }

            final class TripViewController: UIViewController, UIGestureRecognizerDelegate {
                var onBack: (() -> Void)?
                let trip = "Lisbon"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.hidesBackButton = true
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: self, action: #selector(backTapped))
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    \(keeping)
                }
                @objc private func backTapped() { onBack?() }
            }

            final class TripCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                weak var parent: TripsCoordinator?
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let trip = TripViewController()
                    trip.onBack = { [weak self] in
                        guard let self else { return }
                        self.navigationController.popViewController(animated: true)
                        self.parent?.childDidFinish(self)
                    }
                    navigationController.pushViewController(trip, animated: true)
                }
            }

            final class TripsCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let trips = TripsViewController()
                    trips.onTrip = { [weak self] in self?.showTrip() }
                    navigationController.pushViewController(trips, animated: false)
                }
                private func showTrip() {
                    let child = TripCoordinator(navigationController: navigationController)
                    child.parent = self
                    childCoordinators.append(child)
                    child.start()
                }
                func childDidFinish(_ child: Coordinator) {
                    childCoordinators.removeAll { $0 === child }
                }
            }

            \(sceneDelegateStarting("TripsCoordinator"))
            """
    }

    @Test(arguments: BackSwipe.allCases)
    func aScreenKeepingTheBackSwipeIsPoppedByIt(swipe: BackSwipe) throws {
        let draft = try extract(["App.swift": Self.keptBackSwipeApp(swipe)], name: "trips")
        let start = try handler("on start", of: "TripCoordinator parent weak", in: lines(draft))
        #expect(start == (swipe == .untouched ? ["push TripViewController"] : ["push TripViewController", "enable swipeBack"]), "\(draft.scenario)")
        guard swipe != .untouched else { return }
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        #expect(leak?.trace.labels(in: result.scenario) == ["TripsViewController.onTrip", "swipeBack"], "\(draft.scenario)")
    }
}

import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen sends what its superclass of the app sends (`SignUpViewController:
/// FormViewController`, the button's action and the delegate written once in the superclass),
/// unless it overrides the method.
extension ExtractTests {
    static let inheritedCallbackApp = """
    import UIKit

    protocol FormDelegate: AnyObject { func formDidSubmit() }
    class FormViewController: UIViewController {
        weak var delegate: FormDelegate?
        let submitButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            submitButton.addTarget(self, action: #selector(submit), for: .touchUpInside)
        }
        @objc func submit() { delegate?.formDidSubmit() }
    }
    final class SignUpViewController: FormViewController {}
    final class ReadOnlyViewController: FormViewController {
        override func submit() {}
    }

    final class SignUpCoordinator: FormDelegate {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let signUp = SignUpViewController()
            signUp.delegate = self
            navigationController.pushViewController(signUp, animated: false)
        }
        func formDidSubmit() {
            let summary = ReadOnlyViewController()
            summary.delegate = self
            navigationController.pushViewController(summary, animated: true)
        }
    }

    \(delegateStarting("SignUpCoordinator"))
    """

    @Test func aScreenSendsWhatItsSuperclassSends() throws {
        let draft = try extract(["App.swift": Self.inheritedCallbackApp], name: "inherited")
        let text = lines(draft)
        #expect(text.contains("screen SignUpViewController: submit"), "\(draft.scenario)")
        #expect(try handler("on SignUpViewController.submit", of: "SignUpCoordinator root", in: text) == ["push ReadOnlyViewController"])
        // An override that does not call the delegate sends nothing.
        #expect(text.contains { $0.hasPrefix("screen ReadOnlyViewController") }, "\(draft.scenario)")
        #expect(!draft.scenario.contains("ReadOnlyViewController.submit"), "\(draft.scenario)")
    }
}

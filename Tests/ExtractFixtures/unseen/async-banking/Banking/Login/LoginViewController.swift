import UIKit

@MainActor
protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ viewController: LoginViewController, didSubmitUsername username: String, password: String)
    func loginViewControllerDidTapForgotPassword(_ viewController: LoginViewController)
}

final class LoginViewController: UIViewController, UITextFieldDelegate {

    weak var delegate: LoginViewControllerDelegate?

    private let usernameField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(configuration: .filled())
    private let forgotButton = UIButton(configuration: .plain())
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome back"
        view.backgroundColor = .systemBackground

        usernameField.placeholder = "Customer number"
        usernameField.textContentType = .username
        usernameField.keyboardType = .numberPad
        passwordField.placeholder = "Password"
        passwordField.textContentType = .password
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        [usernameField, passwordField].forEach { $0.borderStyle = .roundedRect }

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        signInButton.configuration?.title = "Sign in"
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)

        forgotButton.configuration?.title = "Forgot password?"
        forgotButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.loginViewControllerDidTapForgotPassword(self)
        }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [usernameField, passwordField, errorLabel, signInButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    func setLoading(_ isLoading: Bool) {
        signInButton.configuration?.showsActivityIndicator = isLoading
        signInButton.isEnabled = !isLoading
        usernameField.isEnabled = !isLoading
        passwordField.isEnabled = !isLoading
        if isLoading { errorLabel.isHidden = true }
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        signInTapped()
        return true
    }

    @objc private func signInTapped() {
        let username = usernameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        let password = passwordField.text ?? ""
        guard !username.isEmpty, !password.isEmpty else {
            showError("Enter your customer number and password.")
            return
        }
        view.endEditing(true)
        delegate?.loginViewController(self, didSubmitUsername: username, password: password)
    }
}

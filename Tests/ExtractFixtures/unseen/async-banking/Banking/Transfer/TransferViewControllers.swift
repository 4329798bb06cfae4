import UIKit

final class TransferAmountViewController: UIViewController {

    var onCancel: (() -> Void)?
    var onContinue: ((TransferDraft) -> Void)?

    private let sourceAccount: Account
    private let loadPayees: () async throws -> [Payee]
    private var selectedPayee: Payee?

    private let payeeButton = UIButton(configuration: .gray())
    private let amountField = UITextField()
    private let referenceField = UITextField()

    init(sourceAccount: Account, loadPayees: @escaping () async throws -> [Payee]) {
        self.sourceAccount = sourceAccount
        self.loadPayees = loadPayees
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New transfer"
        view.backgroundColor = .systemBackground

        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel,
            target: self,
            action: #selector(cancelTapped)
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next",
            style: .done,
            target: self,
            action: #selector(nextTapped)
        )
        navigationItem.rightBarButtonItem?.isEnabled = false

        let fromLabel = UILabel()
        fromLabel.text = "From \(sourceAccount.name) · \(sourceAccount.formattedBalance)"
        fromLabel.textColor = .secondaryLabel

        payeeButton.configuration?.title = "Choose recipient"
        payeeButton.showsMenuAsPrimaryAction = true

        amountField.placeholder = "Amount (\(sourceAccount.currencyCode))"
        amountField.keyboardType = .decimalPad
        amountField.font = .preferredFont(forTextStyle: .title1)
        amountField.addTarget(self, action: #selector(inputChanged), for: .editingChanged)

        referenceField.placeholder = "Reference (optional)"
        referenceField.borderStyle = .roundedRect

        let stack = UIStackView(arrangedSubviews: [fromLabel, payeeButton, amountField, referenceField])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        Task { [weak self] in
            guard let self, let payees = try? await self.loadPayees() else { return }
            self.payeeButton.menu = UIMenu(children: payees.map { payee in
                UIAction(title: payee.name, subtitle: payee.iban) { [weak self] _ in
                    self?.selectedPayee = payee
                    self?.payeeButton.configuration?.title = payee.name
                    self?.inputChanged()
                }
            })
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        amountField.becomeFirstResponder()
    }

    private var enteredAmount: Decimal? {
        guard let text = amountField.text, !text.isEmpty,
              let amount = Decimal(string: text, locale: .current), amount > 0 else { return nil }
        return amount
    }

    @objc private func inputChanged() {
        let isValid = selectedPayee != nil && (enteredAmount.map { $0 <= sourceAccount.balance } ?? false)
        navigationItem.rightBarButtonItem?.isEnabled = isValid
    }

    @objc private func cancelTapped() {
        view.endEditing(true)
        onCancel?()
    }

    @objc private func nextTapped() {
        guard let payee = selectedPayee, let amount = enteredAmount else { return }
        let draft = TransferDraft(
            sourceAccountID: sourceAccount.id,
            payee: payee,
            amount: amount,
            currencyCode: sourceAccount.currencyCode,
            reference: referenceField.text ?? ""
        )
        onContinue?(draft)
    }
}

@MainActor
protocol TransferConfirmViewControllerDelegate: AnyObject {
    func transferConfirm(_ viewController: TransferConfirmViewController, didConfirm draft: TransferDraft)
}

final class TransferConfirmViewController: UIViewController {

    weak var delegate: TransferConfirmViewControllerDelegate?

    private let draft: TransferDraft
    private let sourceAccount: Account
    private let sendButton = UIButton(configuration: .filled())
    private let errorLabel = UILabel()

    init(draft: TransferDraft, sourceAccount: Account) {
        self.draft = draft
        self.sourceAccount = sourceAccount
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm"
        view.backgroundColor = .systemBackground

        let summary = UILabel()
        summary.numberOfLines = 0
        summary.font = .preferredFont(forTextStyle: .body)
        summary.text = """
        Send \(draft.formattedAmount)
        to \(draft.payee.name) (\(draft.payee.iban))
        from \(sourceAccount.name) \(sourceAccount.maskedNumber)
        \(draft.reference.isEmpty ? "" : "Reference: \(draft.reference)")
        """

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        sendButton.configuration?.title = "Send \(draft.formattedAmount)"
        sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [summary, errorLabel, sendButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    func setSubmitting(_ isSubmitting: Bool) {
        sendButton.configuration?.showsActivityIndicator = isSubmitting
        sendButton.isEnabled = !isSubmitting
        navigationItem.hidesBackButton = isSubmitting
        if isSubmitting { errorLabel.isHidden = true }
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    @objc private func sendTapped() {
        delegate?.transferConfirm(self, didConfirm: draft)
    }
}

import UIKit

@MainActor
protocol AccountDetailsViewControllerDelegate: AnyObject {
    func accountDetailsDidTapTransfer(_ viewController: AccountDetailsViewController)
    func accountDetails(_ viewController: AccountDetailsViewController, didRequestStatementFor account: Account)
}

final class AccountDetailsViewController: UIViewController {

    weak var delegate: AccountDetailsViewControllerDelegate?
    var onRemovedFromStack: (() -> Void)?

    private let account: Account
    private let accountsService: AccountsService
    private var transactions: [Transaction] = []
    private var loadTask: Task<Void, Never>?

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let balanceLabel = UILabel()
    private let bannerLabel = UILabel()

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    init(account: Account, accountsService: AccountsService) {
        self.account = account
        self.accountsService = accountsService
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = account.name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "doc.text"),
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.accountDetails(self, didRequestStatementFor: self.account)
            }
        )

        balanceLabel.text = account.formattedBalance
        balanceLabel.font = .preferredFont(forTextStyle: .largeTitle)

        bannerLabel.isHidden = true
        bannerLabel.textColor = .systemGreen
        bannerLabel.numberOfLines = 0

        var transferConfiguration = UIButton.Configuration.filled()
        transferConfiguration.title = "Transfer money"
        transferConfiguration.image = UIImage(systemName: "arrow.left.arrow.right")
        transferConfiguration.imagePadding = 8
        let transferButton = UIButton(configuration: transferConfiguration)
        transferButton.addTarget(self, action: #selector(transferTapped), for: .touchUpInside)

        let header = UIStackView(arrangedSubviews: [balanceLabel, bannerLabel, transferButton])
        header.axis = .vertical
        header.spacing = 12
        header.isLayoutMarginsRelativeArrangement = true
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        header.frame.size.height = 150

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.tableHeaderView = header
        tableView.dataSource = self
        tableView.allowsSelection = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TransactionCell")
        view.addSubview(tableView)

        reloadTransactions()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            loadTask?.cancel()
            onRemovedFromStack?()
            onRemovedFromStack = nil
        }
    }

    func reloadTransactions() {
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                self.transactions = try await self.accountsService.transactions(for: self.account)
                self.tableView.reloadData()
            } catch {
                guard !(error is CancellationError) else { return }
                self.showConfirmationBanner(error.localizedDescription, isError: true)
            }
        }
    }

    func showConfirmationBanner(_ text: String, isError: Bool = false) {
        bannerLabel.text = text
        bannerLabel.textColor = isError ? .systemRed : .systemGreen
        UIView.animate(withDuration: 0.25) {
            self.bannerLabel.isHidden = false
        }
    }

    @objc private func transferTapped() {
        delegate?.accountDetailsDidTapTransfer(self)
    }
}

extension AccountDetailsViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Recent activity"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TransactionCell", for: indexPath)
        let transaction = transactions[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = transaction.title
        content.secondaryText = Self.dateFormatter.string(from: transaction.bookedAt)
        cell.contentConfiguration = content

        let amountLabel = UILabel()
        amountLabel.text = transaction.amount.formatted(.currency(code: account.currencyCode))
        amountLabel.textColor = transaction.amount < 0 ? .label : .systemGreen
        amountLabel.sizeToFit()
        cell.accessoryView = amountLabel
        return cell
    }
}

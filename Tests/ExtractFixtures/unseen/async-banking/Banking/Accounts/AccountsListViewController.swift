import UIKit

@MainActor
protocol AccountsListViewControllerDelegate: AnyObject {
    func accountsList(_ viewController: AccountsListViewController, didSelect account: Account)
    func accountsListDidConfirmSignOut(_ viewController: AccountsListViewController)
    func accountsListDidReceiveUnauthorized(_ viewController: AccountsListViewController)
}

final class AccountsListViewController: UITableViewController {

    weak var delegate: AccountsListViewControllerDelegate?

    private let accountsService: AccountsService
    private let customerName: String?
    private var loadTask: Task<Void, Never>?

    private lazy var dataSource = UITableViewDiffableDataSource<Int, Account>(tableView: tableView) { tableView, indexPath, account in
        let cell = tableView.dequeueReusableCell(withIdentifier: "AccountCell", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = account.name
        content.secondaryText = account.formattedBalance
        content.image = UIImage(systemName: account.kind == .credit ? "creditcard" : "banknote")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    init(accountsService: AccountsService, customerName: String?) {
        self.accountsService = accountsService
        self.customerName = customerName
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        loadTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = customerName.map { "Hi, \($0)" } ?? "Accounts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "AccountCell")
        tableView.dataSource = dataSource

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Sign out",
            style: .plain,
            target: self,
            action: #selector(signOutTapped)
        )

        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)

        reload()
    }

    private func reload() {
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            guard let self else { return }
            defer { self.refreshControl?.endRefreshing() }
            do {
                let accounts = try await self.accountsService.accounts()
                var snapshot = NSDiffableDataSourceSnapshot<Int, Account>()
                snapshot.appendSections([0])
                snapshot.appendItems(accounts)
                await self.dataSource.apply(snapshot, animatingDifferences: true)
            } catch APIError.unauthorized {
                self.delegate?.accountsListDidReceiveUnauthorized(self)
            } catch is CancellationError {
                return
            } catch {
                self.presentError(error)
            }
        }
    }

    private func presentError(_ error: Error) {
        let alert = UIAlertController(title: "Couldn't load accounts", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in self?.reload() })
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    @objc private func signOutTapped() {
        let sheet = UIAlertController(title: nil, message: "Sign out of Northbank?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign out", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.delegate?.accountsListDidConfirmSignOut(self)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let account = dataSource.itemIdentifier(for: indexPath) else { return }
        delegate?.accountsList(self, didSelect: account)
    }
}

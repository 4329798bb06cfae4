import UIKit
import RxSwift
import RxCocoa

final class TripsViewController: UIViewController {

    private let viewModel: TripsViewModel
    private let disposeBag = DisposeBag()

    private let tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(TripCell.self, forCellReuseIdentifier: TripCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 72
        return tableView
    }()

    private let refreshControl = UIRefreshControl()

    init(viewModel: TripsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Trips"
        setupLayout()
        bindViewModel()
    }

    private func setupLayout() {
        view.backgroundColor = .systemGroupedBackground
        tableView.refreshControl = refreshControl
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
    }

    private func bindViewModel() {
        let input = TripsViewModel.Input(
            viewDidLoad: Observable.just(()),
            pullToRefresh: refreshControl.rx.controlEvent(.valueChanged).asObservable(),
            tripSelected: tableView.rx.modelSelected(Trip.self).asObservable()
        )
        let output = viewModel.transform(input: input)

        output.trips
            .drive(tableView.rx.items(cellIdentifier: TripCell.reuseIdentifier, cellType: TripCell.self)) { _, trip, cell in
                cell.configure(with: trip)
            }
            .disposed(by: disposeBag)

        output.isRefreshing
            .drive(refreshControl.rx.isRefreshing)
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(onNext: { [weak self] message in
                self?.showError(message)
            })
            .disposed(by: disposeBag)

        tableView.rx.itemSelected
            .subscribe(onNext: { [weak tableView] indexPath in
                tableView?.deselectRow(at: indexPath, animated: true)
            })
            .disposed(by: disposeBag)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Couldn't load trips", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

final class TripCell: UITableViewCell {

    static let reuseIdentifier = "TripCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with trip: Trip) {
        var content = defaultContentConfiguration()
        content.text = trip.destination
        content.secondaryText = Formatters.dateInterval.string(from: trip.startDate, to: trip.endDate)
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: trip.hotelBooking == nil ? "airplane" : "bed.double.fill")
        content.imageProperties.tintColor = .systemTeal
        contentConfiguration = content
    }
}

import UIKit
import RxSwift
import RxCocoa

final class BookHotelViewController: UIViewController {

    private let viewModel: BookHotelViewModel
    private let disposeBag = DisposeBag()

    private let cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)

    private let tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(HotelCell.self, forCellReuseIdentifier: HotelCell.reuseIdentifier)
        return tableView
    }()

    private let priceLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()

    private let bookButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Book"
        configuration.cornerStyle = .large
        configuration.baseBackgroundColor = .systemTeal
        return UIButton(configuration: configuration)
    }()

    init(viewModel: BookHotelViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a hotel"
        navigationItem.leftBarButtonItem = cancelButton
        setupLayout()
        bindViewModel()
    }

    private func setupLayout() {
        view.backgroundColor = .systemGroupedBackground

        let footer = UIStackView(arrangedSubviews: [priceLabel, bookButton])
        footer.axis = .vertical
        footer.spacing = 12
        footer.isLayoutMarginsRelativeArrangement = true
        footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)

        [tableView, footer].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: footer.topAnchor),

            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),

            bookButton.heightAnchor.constraint(equalToConstant: 50)
        ])
    }

    private func bindViewModel() {
        let input = viewModel.input
        let output = viewModel.output

        cancelButton.rx.tap
            .bind(to: input.cancelTapped)
            .disposed(by: disposeBag)

        bookButton.rx.tap
            .bind(to: input.bookTapped)
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Hotel.self)
            .bind(to: input.hotelSelected)
            .disposed(by: disposeBag)

        output.hotels
            .drive(tableView.rx.items(cellIdentifier: HotelCell.reuseIdentifier, cellType: HotelCell.self)) { _, hotel, cell in
                cell.configure(with: hotel)
            }
            .disposed(by: disposeBag)

        output.priceSummary
            .drive(priceLabel.rx.text)
            .disposed(by: disposeBag)

        output.isBookEnabled
            .drive(bookButton.rx.isEnabled)
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(onNext: { [weak self] message in
                let alert = UIAlertController(title: "Booking failed", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self?.present(alert, animated: true)
            })
            .disposed(by: disposeBag)
    }
}

final class HotelCell: UITableViewCell {

    static let reuseIdentifier = "HotelCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        accessoryType = selected ? .checkmark : .none
    }

    func configure(with hotel: Hotel) {
        var content = defaultContentConfiguration()
        content.text = hotel.name
        let stars = String(repeating: "★", count: hotel.starRating)
        let rate = Formatters.price(hotel.nightlyRate, currencyCode: hotel.currencyCode)
        content.secondaryText = "\(stars) · \(rate)/night"
        content.secondaryTextProperties.color = .secondaryLabel
        contentConfiguration = content
    }
}

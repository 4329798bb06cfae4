import UIKit
import RxSwift
import RxCocoa

final class TripDetailViewController: UIViewController {

    private let viewModel: TripDetailViewModel
    private let disposeBag = DisposeBag()

    private let backButton = UIBarButtonItem(
        image: UIImage(systemName: "chevron.backward"),
        style: .plain,
        target: nil,
        action: nil
    )

    private let destinationLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }()

    private let datesLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .secondaryLabel
        return label
    }()

    private let hotelSummaryLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        return label
    }()

    private let bookButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .large
        configuration.baseBackgroundColor = .systemTeal
        return UIButton(configuration: configuration)
    }()

    init(viewModel: TripDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = backButton
        setupLayout()
        bindViewModel()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    private func setupLayout() {
        view.backgroundColor = .systemGroupedBackground

        let contentStack = UIStackView(arrangedSubviews: [destinationLabel, datesLabel, hotelSummaryLabel, bookButton])
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.setCustomSpacing(32, after: datesLabel)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentStack)

        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            contentStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            bookButton.heightAnchor.constraint(equalToConstant: 50)
        ])
    }

    private func bindViewModel() {
        let output = viewModel.output

        output.destination
            .drive(destinationLabel.rx.text)
            .disposed(by: disposeBag)

        output.destination
            .drive(rx.title)
            .disposed(by: disposeBag)

        output.dates
            .drive(datesLabel.rx.text)
            .disposed(by: disposeBag)

        output.hotelSummary
            .drive(hotelSummaryLabel.rx.text)
            .disposed(by: disposeBag)

        output.bookButtonTitle
            .drive(bookButton.rx.title(for: .normal))
            .disposed(by: disposeBag)

        bookButton.rx.tap
            .bind(to: viewModel.input.bookTapped)
            .disposed(by: disposeBag)

        backButton.rx.tap
            .bind(to: viewModel.input.backTapped)
            .disposed(by: disposeBag)
    }
}

extension TripDetailViewController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1
    }
}

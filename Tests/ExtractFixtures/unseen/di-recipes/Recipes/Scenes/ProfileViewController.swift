import UIKit
import Combine

enum ProfileRoute {
    case settings
}

final class ProfileViewModel {

    @Published private(set) var profile: UserProfile

    let routes = PassthroughSubject<ProfileRoute, Never>()

    init(store: ProfileStore) {
        profile = store.profile
        store.$profile.assign(to: &$profile)
    }

    func openSettings() {
        routes.send(.settings)
    }
}

final class ProfileViewController: UIViewController {

    private let viewModel: ProfileViewModel
    private var cancellables = Set<AnyCancellable>()
    private let headerLabel = UILabel()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"),
            style: .plain,
            target: self,
            action: #selector(settingsTapped)
        )

        headerLabel.numberOfLines = 0
        headerLabel.textAlignment = .center
        headerLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        headerLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(headerLabel)

        viewModel.$profile
            .map { "\($0.displayName)\n\($0.email)" }
            .sink { [weak self] in self?.headerLabel.text = $0 }
            .store(in: &cancellables)
    }

    @objc private func settingsTapped() {
        viewModel.openSettings()
    }
}

final class SettingsViewModel {

    @Published private(set) var isDone = false
    @Published var usesMetricUnits: Bool

    private let settings: SettingsStore

    init(settings: SettingsStore) {
        self.settings = settings
        usesMetricUnits = settings.usesMetricUnits
    }

    func save() {
        settings.usesMetricUnits = usesMetricUnits
        isDone = true
    }
}

final class SettingsViewController: UIViewController {

    private let viewModel: SettingsViewModel
    private let metricSwitch = UISwitch()

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.viewModel.save() }
        )

        let label = UILabel()
        label.text = "Metric units"
        metricSwitch.isOn = viewModel.usesMetricUnits
        metricSwitch.addTarget(self, action: #selector(metricChanged(_:)), for: .valueChanged)

        let row = UIStackView(arrangedSubviews: [label, metricSwitch])
        row.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 44)
        row.autoresizingMask = [.flexibleWidth]
        view.addSubview(row)
    }

    @objc private func metricChanged(_ sender: UISwitch) {
        viewModel.usesMetricUnits = sender.isOn
    }
}

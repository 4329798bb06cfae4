import UIKit

final class SettingsFlow {

    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let defaults: UserDefaults

    init(navigationController: UINavigationController, defaults: UserDefaults = .standard) {
        self.navigationController = navigationController
        self.defaults = defaults
    }

    func start() {
        let settingsViewController = SettingsViewController(defaults: defaults)
        settingsViewController.onPlaybackSpeedTapped = { [weak self] in
            self?.showSpeedPicker()
        }
        settingsViewController.onAboutTapped = { [weak self] in
            self?.showAbout()
        }
        navigationController.setViewControllers([settingsViewController], animated: false)
    }

    private func showSpeedPicker() {
        let sheet = UIAlertController(title: "Playback Speed", message: nil, preferredStyle: .actionSheet)
        for speed in [0.75, 1.0, 1.25, 1.5, 2.0] {
            sheet.addAction(UIAlertAction(title: String(format: "%.2gx", speed), style: .default) { [weak self] _ in
                self?.defaults.set(speed, forKey: SettingsViewController.speedKey)
                (self?.navigationController.topViewController as? UITableViewController)?.tableView.reloadData()
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(sheet, animated: true)
    }

    private func showAbout() {
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
        let alert = UIAlertController(title: "Podcatch",
                                      message: "Version \(version)\nMade with headphones on.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
    }
}

import UIKit

final class SettingsViewController: UITableViewController {

    static let speedKey = "settings.playbackSpeed"
    static let autoDownloadKey = "settings.autoDownload"

    var onPlaybackSpeedTapped: (() -> Void)?
    var onAboutTapped: (() -> Void)?

    private enum Row: Int, CaseIterable {
        case playbackSpeed
        case autoDownload
        case about
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        guard let row = Row(rawValue: indexPath.row) else { return cell }

        switch row {
        case .playbackSpeed:
            let speed = defaults.double(forKey: Self.speedKey)
            cell.textLabel?.text = "Playback Speed"
            cell.detailTextLabel?.text = String(format: "%.2gx", speed == 0 ? 1.0 : speed)
            cell.accessoryType = .disclosureIndicator
        case .autoDownload:
            cell.textLabel?.text = "Download New Episodes"
            let toggle = UISwitch()
            toggle.isOn = defaults.bool(forKey: Self.autoDownloadKey)
            toggle.addTarget(self, action: #selector(autoDownloadChanged(_:)), for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .about:
            cell.textLabel?.text = "About"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row(rawValue: indexPath.row) {
        case .playbackSpeed: onPlaybackSpeedTapped?()
        case .about: onAboutTapped?()
        case .autoDownload, .none: break
        }
    }

    @objc private func autoDownloadChanged(_ sender: UISwitch) {
        defaults.set(sender.isOn, forKey: Self.autoDownloadKey)
    }
}

import UIKit

protocol SelectTimeViewControllerDelegate: AnyObject {
    func selectTimeViewController(_ controller: SelectTimeViewController, didSelect slot: Date)
}

final class SelectTimeViewController: UIViewController {

    weak var delegate: SelectTimeViewControllerDelegate?

    private let datePicker = UIDatePicker()

    @objc private func timeSlotTapped() {
        delegate?.selectTimeViewController(self, didSelect: datePicker.date)
    }
}

import UIKit

/// LionHeart's own navigation bar: the system bar is hidden on every tab's navigation controller.
final class LHNavigationBarView: UIView {

    let leftButton = UIButton(type: .system)
    let rightButton = UIButton(type: .system)
    private let titleLabel = UILabel()

    init(title: String, hasBackButton: Bool = false) {
        super.init(frame: .zero)
        titleLabel.text = title
        leftButton.setImage(UIImage(systemName: hasBackButton ? "chevron.left" : "bookmark"), for: .normal)
        rightButton.setImage(UIImage(systemName: "person.crop.circle"), for: .normal)
        rightButton.isHidden = hasBackButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

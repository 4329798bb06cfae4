import UIKit

protocol OnboardingModule: AnyObject, Presentable {
    var onFinish: (() -> Void)? { get set }
}

struct OnboardingPage {
    let symbolName: String
    let title: String
    let message: String

    static let all: [OnboardingPage] = [
        OnboardingPage(symbolName: "folder.fill", title: "Organise by project",
                       message: "Group your work into projects and keep related tasks together."),
        OnboardingPage(symbolName: "calendar.badge.clock", title: "Never miss a deadline",
                       message: "Add due dates and priorities so the important things float to the top."),
        OnboardingPage(symbolName: "checkmark.circle.fill", title: "Tick it off",
                       message: "Swipe or tap to complete tasks. It feels good, we promise.")
    ]
}

final class OnboardingViewController: UIViewController, OnboardingModule {

    var onFinish: (() -> Void)?

    private let pages: [OnboardingPage]
    private var currentIndex = 0

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let pageControl = UIPageControl()
    private let continueButton = UIButton(configuration: .filled())
    private let skipButton = UIButton(configuration: .plain())

    init(pages: [OnboardingPage]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemBlue
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textAlignment = .center
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.isUserInteractionEnabled = false

        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        skipButton.configuration?.title = "Skip"
        skipButton.addAction(UIAction { [weak self] _ in self?.onFinish?() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, messageLabel, pageControl, continueButton, skipButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            imageView.heightAnchor.constraint(equalToConstant: 120),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -16)
        ])

        showPage(at: 0)
    }

    private func showPage(at index: Int) {
        let page = pages[index]
        currentIndex = index
        imageView.image = UIImage(systemName: page.symbolName)
        titleLabel.text = page.title
        messageLabel.text = page.message
        pageControl.currentPage = index
        continueButton.configuration?.title = index == pages.count - 1 ? "Get Started" : "Continue"
        skipButton.isHidden = index == pages.count - 1
    }

    @objc private func continueTapped() {
        if currentIndex + 1 < pages.count {
            UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve) {
                self.showPage(at: self.currentIndex + 1)
            }
        } else {
            onFinish?()
        }
    }
}

#!/usr/bin/env python3
"""How `coordcheck extract`'s time grows with an app's size (make bench-extract).

Generates apps of N coordinators (one Swift file each, and one per screen and view model)
in a temporary folder, drafts each with `coordcheck extract`, checks that the draft has
every coordinator and every event (a draft that lost the app would be fast for the wrong
reason), and prints files, lines, seconds, microseconds per line and the growth exponent
between sizes: 1.0 is time linear in files, 2.0 quadratic.

The apps mix the styles extraction follows: a tab bar of navigation stacks, each tab a tree
of coordinators (children in an array, a weak parent, `childDidFinish`); screens whose
buttons call their coordinator through a weak reference, through a view model's closure, or
through a delegate protocol the coordinator adopts; every third child shown in a sheet whose
pull-down its presentation delegate observes; a handler branching on a stored flag.

Usage: bench-extract.py BIN [FOLDER...]. Each FOLDER (an app of yours) is drafted too and
timed beside the generated ones. Environment: SIZES ("100 200 400 800 1600"), REPEAT (3:
each time is the best of that many runs).
"""
import math, os, re, subprocess, sys, tempfile, time

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/coordcheck"
FOLDERS = sys.argv[2:]
SIZES = [int(size) for size in os.environ.get("SIZES", "100 200 400 800 1600").split()]
REPEAT = int(os.environ.get("REPEAT", "3"))
TABS = 4

BASE = """import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
"""

SCENE = """import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let coordinator = AppCoordinator(window: window)
        coordinator.start()
        self.window = window
        self.coordinator = coordinator
    }
}
"""


def children(index, count):
    """The tree below the tabs: node i (0-based among the tab coordinators' descendants) has i*2+TABS and i*2+TABS+1."""
    return [child for child in (index * 2 + TABS, index * 2 + TABS + 1) if child < count]


def app_coordinator():
    tabs = "\n".join(f"""        let tab{tab} = Feature{tab}Coordinator(navigationController: UINavigationController())
        tab{tab}.parent = self
        childCoordinators.append(tab{tab})
        tab{tab}.start()""" for tab in range(TABS))
    stacks = ", ".join(f"tab{tab}.navigationController" for tab in range(TABS))
    return f"""import UIKit

final class AppCoordinator: Coordinator {{
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let tabBarController = UITabBarController()

    init(window: UIWindow) {{
        self.window = window
    }}

    func start() {{
{tabs}
        tabBarController.viewControllers = [{stacks}]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }}
}}
"""


def feature(index, count):
    """Feature{index}: its coordinator, its screen and, in the closure style, its view model."""
    name, screen = f"Feature{index}Coordinator", f"Feature{index}ViewController"
    kids = children(index, count)
    style = index % 3  # 0: weak coordinator, 1: view model closures, 2: delegate protocol
    in_sheet = index >= TABS and index % 3 == 0
    files = {}

    def show(child):
        sheet = child % 3 == 0
        stack = "UINavigationController()" if sheet else "navigationController"
        present = f"""
        child.navigationController.presentationController?.delegate = child
        navigationController.present(child.navigationController, animated: true)""" if sheet else ""
        return f"""
    func showFeature{child}() {{
        let child = Feature{child}Coordinator(navigationController: {stack})
        child.parent = self
        childCoordinators.append(child)
        child.start(){present}
    }}
"""

    shows = "".join(show(child) for child in kids)
    if style == 1:
        wiring = f"""        let viewModel = Feature{index}ViewModel()
""" + "".join(f"""        viewModel.onOpen{child} = {{ [weak self] in self?.showFeature{child}() }}
""" for child in kids) + """        viewModel.onClose = { [weak self] in self?.close() }
        let screen = %s(viewModel: viewModel)
""" % screen
    else:
        wiring = f"""        let screen = {screen}()
""" + ("        screen.coordinator = self\n" if style == 0 else "        screen.delegate = self\n")
    close = ("navigationController.dismiss(animated: true)" if in_sheet else "navigationController.popViewController(animated: true)")
    placement = "navigationController.setViewControllers([screen], animated: false)" if index < TABS or in_sheet \
        else "navigationController.pushViewController(screen, animated: true)"
    refresh = """
    func refresh() {
        if UserDefaults.standard.bool(forKey: "compact") {
            navigationController.popToRootViewController(animated: true)
        } else {
            navigationController.topViewController?.view.setNeedsLayout()
        }
    }
"""
    bases = (["NSObject"] if in_sheet else []) + ["Coordinator"] + ([f"{screen}Delegate"] if style == 2 else []) \
        + (["UIAdaptivePresentationControllerDelegate"] if in_sheet else [])
    header = f"{name}: {', '.join(bases)}"
    dismissal = """
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parent?.childDidFinish(self)
    }
""" if in_sheet else ""
    delegate_methods = "".join(f"""
    func feature{index}DidOpen{child}() {{
        showFeature{child}()
    }}
""" for child in kids) + f"""
    func feature{index}DidClose() {{
        close()
    }}
""" if style == 2 else ""
    files[f"Coordinators/{name}.swift"] = f"""import UIKit

final class {header} {{
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {{
        self.navigationController = navigationController
    }}

    func start() {{
{wiring}        {placement}
    }}
{shows}
    func close() {{
        {close}
        parent?.childDidFinish(self)
    }}
{refresh}{dismissal}{delegate_methods}}}
"""
    buttons = "".join(f"""        let open{child} = UIButton(type: .system)
        open{child}.addTarget(self, action: #selector(open{child}Tapped), for: .touchUpInside)
        view.addSubview(open{child})
""" for child in kids)
    if style == 0:
        call = lambda what: f"coordinator?.{what}()"
        holder = f"    weak var coordinator: {name}?\n"
        init = ""
    elif style == 1:
        call = lambda what: f"viewModel.{'close' if what == 'close' else 'open' + what[len('showFeature'):]}()"
        holder = f"    private let viewModel: Feature{index}ViewModel\n"
        init = f"""
    init(viewModel: Feature{index}ViewModel) {{
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}
"""
    else:
        call = lambda what: f"delegate?.feature{index}{'DidClose' if what == 'close' else 'DidOpen' + what[len('showFeature'):]}()"
        holder = f"    weak var delegate: {screen}Delegate?\n"
        init = ""
    actions = "".join(f"""
    @objc private func open{child}Tapped() {{
        {call(f"showFeature{child}")}
    }}
""" for child in kids)
    closing = "" if index < TABS else f"""
    @objc private func closeTapped() {{
        {call("close")}
    }}
"""
    bar = "" if index < TABS else """        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(closeTapped))
"""
    protocol = "" if style != 2 else f"""
protocol {screen}Delegate: AnyObject {{
""" + "".join(f"    func feature{index}DidOpen{child}()\n" for child in kids) + f"""    func feature{index}DidClose()
}}
"""
    files[f"Screens/{screen}.swift"] = f"""import UIKit
{protocol}
final class {screen}: UIViewController {{
{holder}{init}
    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "Feature {index}"
{buttons}{bar}    }}
{actions}{closing}}}
"""
    if style == 1:
        files[f"ViewModels/Feature{index}ViewModel.swift"] = f"""import Foundation

final class Feature{index}ViewModel {{
""" + "".join(f"    var onOpen{child}: (() -> Void)?\n" for child in kids) + """    var onClose: (() -> Void)?
""" + "".join(f"""
    func open{child}() {{
        onOpen{child}?()
    }}
""" for child in kids) + """
    func close() {
        onClose?()
    }
}
"""
    return files


def generate(count, folder):
    files = {"Coordinator.swift": BASE, "SceneDelegate.swift": SCENE, "Coordinators/AppCoordinator.swift": app_coordinator()}
    for index in range(count):
        files.update(feature(index, count))
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        with open(os.path.join(folder, path), "w") as handle:
            handle.write(text)
    return len(files), sum(text.count("\n") for text in files.values())


def swift_size(folder):
    files = lines = 0
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".swift"):
                files += 1
                with open(os.path.join(root, name), errors="replace") as handle:
                    lines += sum(1 for _ in handle)
    return files, lines


def extract(folder, draft):
    best = None
    for _ in range(REPEAT):
        start = time.monotonic()
        proc = subprocess.run([BIN, "extract", folder, "--no-write", "-o", draft], capture_output=True, text=True)
        seconds = time.monotonic() - start
        if proc.returncode != 0:
            sys.exit(f"{folder}: exit {proc.returncode}\n{proc.stderr}")
        best = seconds if best is None else min(best, seconds)
    return best


def check_generated(draft, count):
    """Every coordinator drafted and started by its creator, every screen with its events."""
    with open(draft) as handle:
        text = handle.read()
    coordinators = len(re.findall(r"^coordinator Feature\d+Coordinator\b", text, re.M))
    started = len(set(re.findall(r"^    start (Feature\d+Coordinator)\b", text, re.M)))
    handled = len(set(re.findall(r"^  on (Feature\d+ViewController)\.", text, re.M)))
    if coordinators != count or started != count or handled != count:
        sys.exit(f"the draft of {count} coordinators has {coordinators} of them, {started} started and {handled} screens' events: "
                 f"extraction lost the app ({draft})")


def main():
    rows = []
    with tempfile.TemporaryDirectory(prefix="coordcheck-bench-extract-") as work:
        for count in SIZES:
            folder = os.path.join(work, f"generated{count}")
            generate(count, folder)
            files, lines = swift_size(folder)
            draft = folder + ".txt"
            seconds = extract(folder, draft)
            check_generated(draft, count)
            rows.append((f"generated, {count} coordinators", files, lines, seconds))
        print(f"coordcheck extract, best of {REPEAT} runs; the exponent is log(time ratio) / log(files ratio) from the size before")
        print(f"{'app':<34} {'files':>6} {'lines':>8} {'seconds':>8} {'µs/line':>8} {'exponent':>8}")
        previous = None
        for label, files, lines, seconds in rows:
            exponent = "" if previous is None else f"{math.log(seconds / previous[1]) / math.log(files / previous[0]):.2f}"
            print(f"{label:<34} {files:>6} {lines:>8} {seconds:>8.2f} {seconds / lines * 1e6:>8.1f} {exponent:>8}")
            previous = (files, seconds)
        for folder in FOLDERS:
            files, lines = swift_size(folder)
            seconds = extract(folder, os.path.join(work, "given.txt"))
            label = os.path.basename(os.path.normpath(folder))
            print(f"{label:<34} {files:>6} {lines:>8} {seconds:>8.2f} {seconds / max(lines, 1) * 1e6:>8.1f}")


if __name__ == "__main__":
    main()

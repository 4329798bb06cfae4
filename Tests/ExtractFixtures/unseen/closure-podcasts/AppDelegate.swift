import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private var appFlow: AppFlow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let dependencies = AppDependencies(
            catalog: PodcastCatalog(),
            playback: PlaybackController.shared
        )

        let flow = AppFlow(window: window, dependencies: dependencies)
        flow.start()

        self.appFlow = flow
        self.window = window
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        PlaybackController.shared.persistProgress()
    }
}

struct AppDependencies {
    let catalog: PodcastCatalog
    let playback: PlaybackController
}

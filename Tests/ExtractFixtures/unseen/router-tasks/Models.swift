import Foundation

struct Project: Codable, Hashable {
    let id: UUID
    var name: String
    var colorHex: String
    var createdAt: Date
}

struct TaskItem: Codable, Hashable {
    enum Priority: Int, Codable, CaseIterable {
        case low, normal, high

        var title: String {
            switch self {
            case .low: return "Low"
            case .normal: return "Normal"
            case .high: return "High"
            }
        }
    }

    let id: UUID
    let projectID: UUID
    var title: String
    var notes: String
    var dueDate: Date?
    var priority: Priority
    var isDone: Bool

    static func draft(in projectID: UUID) -> TaskItem {
        TaskItem(id: UUID(), projectID: projectID, title: "", notes: "",
                 dueDate: nil, priority: .normal, isDone: false)
    }
}

final class ProjectStore {

    static var defaultFileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("projects.json")
    }

    private struct Snapshot: Codable {
        var projects: [Project]
        var tasks: [TaskItem]
    }

    private let fileURL: URL
    private var snapshot = Snapshot(projects: [], tasks: [])

    init(fileURL: URL) {
        self.fileURL = fileURL
        load()
    }

    var projects: [Project] {
        snapshot.projects.sorted { $0.createdAt < $1.createdAt }
    }

    func tasks(in projectID: UUID) -> [TaskItem] {
        snapshot.tasks
            .filter { $0.projectID == projectID }
            .sorted { ($0.isDone ? 1 : 0, $0.dueDate ?? .distantFuture) < ($1.isDone ? 1 : 0, $1.dueDate ?? .distantFuture) }
    }

    @discardableResult
    func addProject(named name: String) -> Project {
        let project = Project(id: UUID(), name: name, colorHex: "#3478F6", createdAt: Date())
        snapshot.projects.append(project)
        persist()
        return project
    }

    func deleteProject(_ project: Project) {
        snapshot.projects.removeAll { $0.id == project.id }
        snapshot.tasks.removeAll { $0.projectID == project.id }
        persist()
    }

    func save(_ task: TaskItem) {
        if let index = snapshot.tasks.firstIndex(where: { $0.id == task.id }) {
            snapshot.tasks[index] = task
        } else {
            snapshot.tasks.append(task)
        }
        persist()
    }

    func deleteTask(_ task: TaskItem) {
        snapshot.tasks.removeAll { $0.id == task.id }
        persist()
    }

    func toggleDone(_ task: TaskItem) {
        var updated = task
        updated.isDone.toggle()
        save(updated)
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL),
              let decoded = try? JSONDecoder().decode(Snapshot.self, from: data) else { return }
        snapshot = decoded
    }

    private func persist() {
        do {
            let data = try JSONEncoder().encode(snapshot)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("ProjectStore: failed to persist – \(error)")
        }
    }
}

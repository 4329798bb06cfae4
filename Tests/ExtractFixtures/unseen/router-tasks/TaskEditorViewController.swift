import UIKit

protocol TaskEditorModule: AnyObject, Presentable {
    var onSave: ((TaskItem) -> Void)? { get set }
    var onDelete: ((TaskItem) -> Void)? { get set }
    var onPickDueDate: ((Date?) -> Void)? { get set }
    func updateDueDate(_ date: Date?)
}

protocol DueDatePickerModule: AnyObject, Presentable {
    var onDatePicked: ((Date?) -> Void)? { get set }
    var onCancel: (() -> Void)? { get set }
}

final class TaskEditorViewModel {

    private(set) var task: TaskItem
    var onChange: (() -> Void)?

    init(task: TaskItem) {
        self.task = task
    }

    var screenTitle: String { task.title.isEmpty ? "New Task" : "Edit Task" }
    var canSave: Bool { !task.title.trimmingCharacters(in: .whitespaces).isEmpty }
    var dueDateText: String {
        task.dueDate?.formatted(date: .long, time: .omitted) ?? "No due date"
    }

    func setTitle(_ title: String) {
        task.title = title
        onChange?()
    }

    func setNotes(_ notes: String) {
        task.notes = notes
    }

    func setPriority(index: Int) {
        task.priority = TaskItem.Priority(rawValue: index) ?? .normal
    }

    func setDueDate(_ date: Date?) {
        task.dueDate = date
        onChange?()
    }
}

final class TaskEditorViewController: UIViewController, TaskEditorModule {

    var onSave: ((TaskItem) -> Void)?
    var onDelete: ((TaskItem) -> Void)?
    var onPickDueDate: ((Date?) -> Void)?

    private let viewModel: TaskEditorViewModel

    private let titleField = UITextField()
    private let notesView = UITextView()
    private let prioritySegment = UISegmentedControl(items: TaskItem.Priority.allCases.map(\.title))
    private let dueDateButton = UIButton(configuration: .gray())
    private let deleteButton = UIButton(configuration: .plain())

    private lazy var saveButton = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))

    init(viewModel: TaskEditorViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = viewModel.screenTitle
        navigationItem.rightBarButtonItem = saveButton

        titleField.placeholder = "What needs doing?"
        titleField.borderStyle = .roundedRect
        titleField.text = viewModel.task.title
        titleField.addTarget(self, action: #selector(titleChanged), for: .editingChanged)

        notesView.text = viewModel.task.notes
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.layer.cornerRadius = 8
        notesView.backgroundColor = .secondarySystemBackground
        notesView.delegate = self

        prioritySegment.selectedSegmentIndex = viewModel.task.priority.rawValue
        prioritySegment.addTarget(self, action: #selector(priorityChanged(_:)), for: .valueChanged)

        dueDateButton.configuration?.image = UIImage(systemName: "calendar")
        dueDateButton.configuration?.imagePadding = 6
        dueDateButton.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onPickDueDate?(self.viewModel.task.dueDate)
        }, for: .touchUpInside)

        deleteButton.configuration?.title = "Delete Task"
        deleteButton.configuration?.baseForegroundColor = .systemRed
        deleteButton.addTarget(self, action: #selector(deleteTapped), for: .touchUpInside)
        deleteButton.isHidden = onDelete == nil

        let stack = UIStackView(arrangedSubviews: [titleField, prioritySegment, dueDateButton, notesView, deleteButton])
        stack.axis = .vertical
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            notesView.heightAnchor.constraint(equalToConstant: 160)
        ])

        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    func updateDueDate(_ date: Date?) {
        viewModel.setDueDate(date)
    }

    private func render() {
        saveButton.isEnabled = viewModel.canSave
        dueDateButton.configuration?.title = viewModel.dueDateText
    }

    @objc private func titleChanged() {
        viewModel.setTitle(titleField.text ?? "")
    }

    @objc private func priorityChanged(_ sender: UISegmentedControl) {
        viewModel.setPriority(index: sender.selectedSegmentIndex)
    }

    @objc private func saveTapped() {
        view.endEditing(true)
        onSave?(viewModel.task)
    }

    @objc private func deleteTapped() {
        onDelete?(viewModel.task)
    }
}

extension TaskEditorViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        viewModel.setNotes(textView.text)
    }
}

final class DueDatePickerViewController: UIViewController, DueDatePickerModule {

    var onDatePicked: ((Date?) -> Void)?
    var onCancel: (() -> Void)?

    private let datePicker = UIDatePicker()

    init(initialDate: Date) {
        super.init(nibName: nil, bundle: nil)
        datePicker.date = initialDate
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Due Date"

        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.onCancel?() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                guard let self = self else { return }
                self.onDatePicked?(self.datePicker.date)
            }
        )
        let clearButton = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Clear Due Date") { [weak self] _ in
            self?.onDatePicked?(nil)
        })

        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        datePicker.minimumDate = Calendar.current.startOfDay(for: Date())

        let stack = UIStackView(arrangedSubviews: [datePicker, clearButton])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad
}

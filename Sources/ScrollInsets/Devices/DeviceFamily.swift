/// The kind of device (`UIUserInterfaceIdiom`).
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable {
    /// `UIUserInterfaceIdiom.phone`: iPhone and iPod touch bar heights and margins.
    case phone
    /// `UIUserInterfaceIdiom.pad`: 50 pt bars and 20 pt system minimum margins in every orientation.
    case pad
}

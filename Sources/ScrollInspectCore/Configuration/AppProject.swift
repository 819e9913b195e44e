import ScrollInsets

/// The device family an app builds for, from the Xcode project beside an Interface Builder
/// document: `TARGETED_DEVICE_FAMILY` in its `project.pbxproj` (`1` iPhone, `2` iPad, `1,2` both;
/// Apple's build setting reference, "Targeted Device Families"). A run over a list of devices
/// (`--device all`, a configuration's `devices`) leaves out the devices of a family the app does
/// not build for, with a note; a device named alone is laid out as asked.
///
/// Looked for as ``FilesBesideDocument`` says: a `*.xcodeproj/project.pbxproj` in the document's
/// folder, then up to three levels above it; the first level with any decides. Every value of
/// every target must agree (an app and its iPhone-only widget decide nothing).
struct AppProject: Equatable {
    /// The project files read.
    var paths: [String]
    /// The one family every target builds for.
    var family: DeviceFamily
    /// The value as written, for the note (`2`).
    var setting: String

    /// The family that `pbxproj` text builds every target for, with the value as written, or `nil`
    /// when a target builds for both or the targets disagree or none says.
    static func family(inProject text: String) -> (family: DeviceFamily, setting: String)? {
        var values: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("TARGETED_DEVICE_FAMILY = ") else { continue }
            let value = trimmed.dropFirst("TARGETED_DEVICE_FAMILY = ".count).prefix { $0 != ";" }
            values.insert(String(value.filter { $0 != "\"" && $0 != " " }))
        }
        guard values.count == 1, let value = values.first else { return nil }
        switch value {
        case "1": return (.phone, value)
        case "2": return (.pad, value)
        default: return nil
        }
    }

    /// The project that decides for `document`, or `nil`; `files` keeps the directories listed.
    static func find(
        near document: String, in environment: some ScrollInspectEnvironment,
        searching files: inout FilesBesideDocument
    ) -> AppProject? {
        let found = files.nearest(to: document, in: environment) { parts in
            parts.count == 2 && parts[1] == "project.pbxproj" && parts[0].hasSuffix(".xcodeproj")
        }
        let families = found.map { path -> (family: DeviceFamily, setting: String)? in
            (try? environment.contents(ofFile: path)).flatMap { family(inProject: String(decoding: $0, as: UTF8.self)) }
        }
        guard let first = families.first ?? nil, families.allSatisfy({ $0?.family == first.family }) else { return nil }
        return AppProject(paths: found, family: first.family, setting: first.setting)
    }
}

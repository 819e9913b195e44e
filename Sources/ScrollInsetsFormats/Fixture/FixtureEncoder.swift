import ScrollInsets

/// Writes scenes as fixture text (format 1), the inverse of ``FixtureDecoder``: for users who
/// build a hierarchy in code and want it as a fixture to check, share or keep.
///
/// ```swift
/// let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections:
///     [.init(rowCount: 20)])))
/// let scene = FixtureScene(index: 0, location: .start, target: .device(DeviceCatalog.device(named: "iPhone X")!),
///                          orientation: .landscapeLeft, root: .controller(.navigationController(name: "nav",
///                              viewControllers: [feed])))
/// print(FixtureEncoder.encode(scene))
/// // format: 1
/// // device: iPhone X
/// // orientation: landscapeLeft
/// // root:
/// //   navigationController:
/// //     name: nav
/// //     viewControllers:
/// //       - viewController:
/// //           name: feed
/// //           view:
/// //             tableView:
/// //               name: table
/// //               sections:
/// //                 - rows: 20
/// ```
///
/// The text is in block style with two-space indentation; geometry is written in its sequence
/// form (`[x, y, width, height]`, insets as `[top, left, bottom, right]`), and bars, headers,
/// footers and rows as small flow mappings, as the format's examples write them. Keys come in
/// the order of the format's description, numbers in their shortest exact form
/// (`formatExactPoints(_:)`, ScrollInsets), and strings plain unless they need quotes (see the names below).
///
/// What is written:
///
/// - `format: 1` first, then only the keys whose value differs from the decoder's default
///   (a table's `alwaysBounceVertical` counts as default when `true`, a navigation
///   controller's toolbar when hidden), and the required ones (`device` or `window`, `root`,
///   the `frame` or `pin` of each subview and child view controller in `subviews`). A section of a
///   table always says its `rows`: a count when every row has the table's `rowHeight`, else a
///   list such as `[{height: 60}, {}]`.
/// - The scene's ``FixtureScene/disabledRules`` as a `# scroll-inspect: disable` comment on
///   the scene's first line.
/// - Names as plain scalars when that is unambiguous, double-quoted otherwise: `"feed: top"`,
///   `" padded"`, `"true"`, `"12"`, `""`, with `\n`, `\"`, `\\` and `\uXXXX` escapes.
///
/// What decoding the text gives back: a scene equal to the one encoded, apart from source
/// locations and ``FixtureScene/index`` (its place in the file), for every scene the format
/// can express. Values the model reads nowhere are left out rather than written, so the text
/// decodes without warnings: the frame of a view controller's root view and of a controller
/// that is not in `subviews` (their container sets them), a table's or collection view's
/// `contentSize` (computed), the scroll-view properties of a plain `view`, a table's or
/// collection's properties on a view of another kind, and `prefersLargeTitles` on a toolbar or
/// a tab bar. Values the format rejects are written as they are, so that decoding the text
/// reports each one at its line and column instead of the encoder changing it silently: a
/// number that is not finite, a negative size, a device that is not in the catalog, a
/// `selectedIndex` out of range, a subview without a frame, or a disabled rule that holds a
/// space or a comma (it reads back as several rules).
public enum FixtureEncoder {
    /// The format the encoder writes.
    public static let format = 1

    /// The fixture text of one scene, ending with a newline.
    ///
    /// - Parameter scene: The scene; its ``FixtureScene/index`` and source locations are not written.
    /// - Returns: Text that ``FixtureDecoder/decode(_:limits:)-(_,FixtureDecoder.Limits)`` reads back as `scene`.
    /// - Complexity: O(*n*) in the number of nodes and sections.
    public static func encode(_ scene: FixtureScene) -> String {
        var lines: [String] = []
        if !scene.disabledRules.isEmpty {
            lines.append("# scroll-inspect: disable " + scene.disabledRules.map(\.rawValue).joined(separator: ", "))
        }
        lines += FixtureText.mapping(sceneEntries(scene)).lines()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fixture text of several scenes, separated by `---` lines.
    ///
    /// - Parameter scenes: The scenes, in file order; their indices are not written (decoding
    ///   numbers them 0, 1, … in this order).
    /// - Returns: The text, or the empty string for no scene (which is not a valid fixture).
    /// - Complexity: O(*n*) in the number of nodes and sections of all the scenes.
    public static func encode(_ scenes: [FixtureScene]) -> String {
        scenes.map { encode($0) }.joined(separator: "---\n")
    }

    /// The scene's keys, in the order of the format's description.
    static func sceneEntries(_ scene: FixtureScene) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = [("format", .inline(String(format)))]
        if case .device(let device) = scene.target {
            entries.append(("device", .inline(FixtureText.scalar(device.name))))
        }
        entries += FixtureKeys.scene.encode(scene, defaults: FixtureKeys.scene.prototype)
        if case .window = scene.target {
            entries.append(
                (
                    "window",
                    .mapping(
                        FixtureKeys.window.encode(WindowFields(scene.target), defaults: FixtureKeys.window.prototype))
                ))
        }
        entries.append(("root", node(scene.root, place: .windowRoot)))
        return entries
    }
}

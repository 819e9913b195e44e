/// How a node's path is spelled: names joined by "/", an unnamed node standing as
/// `KIND[INDEX]` (its kind and its position among its siblings), a container controller's own
/// view as `view`. Every path of a layout, a finding and a lifecycle event is built here.
package enum NodePath {
    /// The path component of a node: its name, or `KIND[INDEX]`.
    static func component(name: String?, kind: String, index: Int) -> String {
        name ?? "\(kind)[\(index)]"
    }

    /// What joins the components.
    static let separator = "/"

    /// The component of a container controller's own view.
    static let containerView = "view"

    /// `component` under `parent`.
    static func child(_ component: String, of parent: String) -> String {
        // One allocation of the final size: `parent + separator + component` makes two.
        var path = ""
        path.reserveCapacity(parent.utf8.count + 1 + component.utf8.count)
        path += parent
        path += separator
        path += component
        return path
    }

    /// The path of a controller node at `index` under `parent` (or at the root when `parent`
    /// is `nil`).
    package static func controller(_ node: ControllerNode, index: Int, under parent: String?) -> String {
        controller(name: node.name, kind: node.kind.name, index: index, under: parent)
    }

    /// The path of a controller named `name` (or `nil`) of kind `kind` at `index` under
    /// `parent` (or at the root when `parent` is `nil`).
    static func controller(name: String?, kind: String, index: Int, under parent: String?) -> String {
        let component = component(name: name, kind: kind, index: index)
        return parent.map { child(component, of: $0) } ?? component
    }
}

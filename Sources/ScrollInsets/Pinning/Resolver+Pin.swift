extension Resolver {
    /// A subview's frame: its `frame`, or the frame its `pin` gives in the resolved superview.
    func subviewFrame(_ view: ViewNode, in superview: ResolvedView, path: String) throws(ModelError) -> Rect {
        switch (view.frame, view.pin) {
        case let (frame?, nil):
            return frame
        case let (nil, pin?):
            return try PinLayout.frame(for: pin, in: PinLayout.Container(superview: superview),
                                       direction: scene.layoutDirection, path: path)
        case (.some, .some):
            throw .invalidValue(path: path, message: "a subview gives both frame and pin; give one")
        case (nil, nil):
            throw .invalidValue(path: path, message: "a subview needs a frame or a pin")
        }
    }
}

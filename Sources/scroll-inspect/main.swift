print("scroll-inspect: not yet implemented")

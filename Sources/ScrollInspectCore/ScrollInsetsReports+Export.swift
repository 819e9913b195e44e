// The CLI is a thin layer over the reports product: its renderer, inspector page, text and JSON
// reports, check formats and output sinks are used (and re-exported to the tool) as
// ScrollInsetsReports declares them.
@_exported import ScrollInsetsReports

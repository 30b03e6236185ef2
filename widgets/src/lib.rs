//! keel-widgets: reusable ratatui widgets that take plain view data.

/// The words of every diagnostic the script language reports, one factory per message. Each
/// file that reports a mistake declares its messages in an extension beside the code that
/// reports them; tests name the factory rather than copying the English.
enum ScriptMessage {}

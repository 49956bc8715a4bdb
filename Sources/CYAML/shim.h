// libyaml, for front matter. Only the MarkdownTree module imports this module.
#include <yaml.h>

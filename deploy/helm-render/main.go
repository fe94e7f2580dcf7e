// helm-render renders a Helm chart the way `helm template` does, for machines without Helm (see README.md).
// Helm's engine is Go's text/template with the sprig functions plus a few of Helm's own; this program
// supplies those, merges values files over the chart's values.yaml, validates the result against the
// chart's values.schema.json, and prints every rendered manifest (or, with -notes, NOTES.txt).
//
//	helm-render [-name release] [-namespace ns] [-f values.yaml]... [-notes] <chart dir>
//
// Exit status 1 with Helm's "Error: ..." message on a schema violation, a failed `fail` or `required`, or
// a template error.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"text/template"

	"github.com/Masterminds/sprig"
	"github.com/xeipuuv/gojsonschema"
	"gopkg.in/yaml.v3"
)

type valueFiles []string

func (v *valueFiles) String() string     { return strings.Join(*v, ",") }
func (v *valueFiles) Set(s string) error { *v = append(*v, s); return nil }

func main() {
	var files valueFiles
	name := flag.String("name", "release", "release name")
	namespace := flag.String("namespace", "default", "release namespace")
	notes := flag.Bool("notes", false, "print the rendered NOTES.txt instead of the manifests")
	flag.Var(&files, "f", "values file (repeatable; later files win)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: helm-render [-name release] [-namespace ns] [-f values.yaml]... [-notes] <chart dir>")
		os.Exit(2)
	}
	out, err := render(flag.Arg(0), *name, *namespace, files, *notes)
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: %s\n", err)
		os.Exit(1)
	}
	os.Stdout.WriteString(out)
}

func render(chartDir, name, namespace string, files []string, notes bool) (string, error) {
	chart, err := readYAML(filepath.Join(chartDir, "Chart.yaml"))
	if err != nil {
		return "", err
	}
	values, err := readYAML(filepath.Join(chartDir, "values.yaml"))
	if err != nil {
		return "", err
	}
	for _, file := range files {
		override, err := readYAML(file)
		if err != nil {
			return "", err
		}
		values = merge(values, override)
	}
	if err := validateValues(chartDir, values); err != nil {
		return "", err
	}
	chartName, _ := chart["name"].(string)
	tpl, err := parseTemplates(chartDir, chartName)
	if err != nil {
		return "", err
	}
	data := map[string]interface{}{
		"Values": values,
		"Chart":  chartObject(chart),
		"Release": map[string]interface{}{
			"Name": name, "Namespace": namespace, "Service": "Helm",
			"IsInstall": true, "IsUpgrade": false, "Revision": 1,
		},
		"Capabilities": map[string]interface{}{
			"KubeVersion": map[string]interface{}{"Version": "v1.31.0", "Major": "1", "Minor": "31"},
		},
		"Files": chartFiles{dir: chartDir},
	}
	// Helm renders the files in name order; so does this, so the first error is the same every time.
	all := tpl.Templates()
	sort.Slice(all, func(i, j int) bool { return all[i].Name() < all[j].Name() })
	var out strings.Builder
	for _, t := range all {
		// Files only: every `define` is a template of its own in the set.
		base := filepath.Base(t.Name())
		isNotes := base == "NOTES.txt"
		if !strings.HasPrefix(t.Name(), chartName+"/templates/") || strings.HasPrefix(base, "_") || isNotes != notes {
			continue
		}
		data["Template"] = map[string]interface{}{"Name": t.Name(), "BasePath": chartName + "/templates"}
		var buf bytes.Buffer
		if err := tpl.ExecuteTemplate(&buf, t.Name(), data); err != nil {
			return "", helmError(err)
		}
		// Helm prints missing values as nothing, not Go's "<no value>".
		text := strings.ReplaceAll(buf.String(), "<no value>", "")
		if notes {
			out.WriteString(text)
		} else if strings.TrimSpace(text) != "" {
			fmt.Fprintf(&out, "---\n# Source: %s\n%s\n", t.Name(), strings.TrimRight(text, "\n"))
		}
	}
	return out.String(), nil
}

func readYAML(path string) (map[string]interface{}, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	doc := map[string]interface{}{}
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc, nil
}

// merge lays override over base as Helm does: maps merge key by key, anything else replaces, null deletes.
func merge(base, override map[string]interface{}) map[string]interface{} {
	out := map[string]interface{}{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range override {
		if v == nil {
			delete(out, k)
			continue
		}
		if bm, ok := out[k].(map[string]interface{}); ok {
			if om, ok := v.(map[string]interface{}); ok {
				out[k] = merge(bm, om)
				continue
			}
		}
		out[k] = v
	}
	return out
}

func validateValues(chartDir string, values map[string]interface{}) error {
	schemaPath := filepath.Join(chartDir, "values.schema.json")
	schema, err := os.ReadFile(schemaPath)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	result, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(schema), gojsonschema.NewGoLoader(values))
	if err != nil {
		return fmt.Errorf("values.schema.json: %w", err)
	}
	if result.Valid() {
		return nil
	}
	problems := []string{}
	for _, e := range result.Errors() {
		problems = append(problems, "- "+e.String())
	}
	sort.Strings(problems)
	return fmt.Errorf("values don't meet the specifications of the schema(s) in the following chart(s):\n%s", strings.Join(problems, "\n"))
}

func chartObject(chart map[string]interface{}) map[string]interface{} {
	out := map[string]interface{}{}
	for k, v := range chart {
		switch k {
		case "apiVersion":
			out["APIVersion"] = v
		default:
			out[strings.ToUpper(k[:1])+k[1:]] = v
		}
	}
	return out
}

func parseTemplates(chartDir, chartName string) (*template.Template, error) {
	tpl := template.New("chart").Option("missingkey=zero")
	funcs := sprig.TxtFuncMap()
	includeDepth := 0
	funcs["include"] = func(name string, data interface{}) (string, error) {
		includeDepth++
		defer func() { includeDepth-- }()
		if includeDepth > 1000 {
			return "", fmt.Errorf("include %q: too deeply nested", name)
		}
		var buf bytes.Buffer
		err := tpl.ExecuteTemplate(&buf, name, data)
		return buf.String(), err
	}
	funcs["tpl"] = func(text string, data interface{}) (string, error) {
		clone, err := tpl.Clone()
		if err != nil {
			return "", err
		}
		t, err := clone.New("tpl").Parse(text)
		if err != nil {
			return "", err
		}
		var buf bytes.Buffer
		err = t.Execute(&buf, data)
		return strings.ReplaceAll(buf.String(), "<no value>", ""), err
	}
	funcs["required"] = func(message string, value interface{}) (interface{}, error) {
		if value == nil || value == "" {
			return nil, errors.New(message)
		}
		return value, nil
	}
	funcs["fail"] = func(message string) (string, error) { return "", errors.New(message) }
	funcs["toYaml"] = func(v interface{}) string {
		var buf bytes.Buffer
		enc := yaml.NewEncoder(&buf)
		enc.SetIndent(2)
		if err := enc.Encode(v); err != nil {
			return ""
		}
		return strings.TrimSuffix(buf.String(), "\n")
	}
	funcs["fromYaml"] = func(text string) map[string]interface{} {
		out := map[string]interface{}{}
		if err := yaml.Unmarshal([]byte(text), &out); err != nil {
			out["Error"] = err.Error()
		}
		return out
	}
	funcs["toJson"] = func(v interface{}) string {
		raw, err := json.Marshal(v)
		if err != nil {
			return ""
		}
		return string(raw)
	}
	// No cluster here: lookup finds nothing, as in `helm template`.
	funcs["lookup"] = func(string, string, string, string) (map[string]interface{}, error) {
		return map[string]interface{}{}, nil
	}
	tpl.Funcs(funcs)

	// Every file under templates/, in folders too (the official NATS chart keeps nats-box's in one).
	templatesDir := filepath.Join(chartDir, "templates")
	var paths []string
	err := filepath.WalkDir(templatesDir, func(path string, entry os.DirEntry, err error) error {
		if err == nil && !entry.IsDir() {
			paths = append(paths, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	for _, path := range paths {
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(templatesDir, path)
		if _, err := tpl.New(chartName + "/templates/" + filepath.ToSlash(rel)).Parse(string(raw)); err != nil {
			return nil, err
		}
	}
	return tpl, nil
}

// chartFiles is Helm's `.Files`: the chart's own files by their path in the chart (Get answers "" for none).
type chartFiles struct{ dir string }

func (f chartFiles) Get(name string) string {
	raw, err := os.ReadFile(filepath.Join(f.dir, filepath.FromSlash(name)))
	if err != nil {
		return ""
	}
	return string(raw)
}

var goTemplateError = regexp.MustCompile(`^template: ([^:]+:\d+:\d+): executing "[^"]*" at <[^>]*>: error calling (?:fail|required|include): `)

// helmError turns Go's "template: x:1:2: executing ... error calling fail: msg" into Helm's wording.
func helmError(err error) error {
	msg := err.Error()
	// Nested includes repeat the prefix; the innermost message is the one a person needs.
	for {
		loc := goTemplateError.FindStringSubmatchIndex(msg)
		if loc == nil {
			break
		}
		where := msg[loc[2]:loc[3]]
		rest := msg[loc[1]:]
		if goTemplateError.MatchString(rest) {
			msg = rest
			continue
		}
		return fmt.Errorf("execution error at (%s): %s", where, rest)
	}
	return errors.New(msg)
}

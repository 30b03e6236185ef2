//! Rendering a conversation with the model's own chat template (Hugging Face Jinja templates,
//! rendered by minijinja with Python string-method compatibility).

use minijinja::{Environment, ErrorKind, context};

use keel_model::ChatMessage;

/// A compiled chat template plus the special tokens templates refer to.
#[derive(Debug)]
pub struct ChatTemplate {
    env: Environment<'static>,
    bos_token: String,
    eos_token: String,
}

const NAME: &str = "chat";

/// Why a chat template cannot be used. The message is minijinja's alternate form (what is wrong
/// and where, with the template's line).
#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    /// The template does not compile (a syntax error).
    #[error("{}", explain(.0))]
    Compile(#[source] minijinja::Error),
    /// Rendering failed (`raise_exception`, an undefined value, a bad method call).
    #[error("{}", explain(.0))]
    Render(#[source] minijinja::Error),
}

fn explain(e: &minijinja::Error) -> String {
    format!("{e:#}")
}

impl ChatTemplate {
    /// Compiles `source`. Errors carry minijinja's explanation (line and what is wrong).
    pub fn new(
        source: String,
        bos_token: String,
        eos_token: String,
    ) -> Result<Self, TemplateError> {
        let mut env = Environment::new();
        env.set_unknown_method_callback(minijinja_contrib::pycompat::unknown_method_callback);
        // HF templates signal unsupported input with `raise_exception('…')`.
        env.add_function(
            "raise_exception",
            |message: String| -> Result<String, minijinja::Error> {
                Err(minijinja::Error::new(ErrorKind::InvalidOperation, message))
            },
        );
        env.add_template_owned(NAME, source).map_err(TemplateError::Compile)?;
        Ok(Self { env, bos_token, eos_token })
    }

    /// Renders `messages` and the assistant prefix that asks the model to answer.
    pub fn render(&self, messages: &[ChatMessage]) -> Result<String, TemplateError> {
        let template = self.env.get_template(NAME).map_err(TemplateError::Render)?;
        let messages: Vec<_> = messages
            .iter()
            .map(|m| context! { role => m.role.as_str(), content => m.content.as_str() })
            .collect();
        template
            .render(context! {
                messages => messages,
                add_generation_prompt => true,
                bos_token => self.bos_token.as_str(),
                eos_token => self.eos_token.as_str(),
            })
            .map_err(TemplateError::Render)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHATML: &str = "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

    #[test]
    fn chatml_renders_with_generation_prompt() {
        let t = ChatTemplate::new(CHATML.into(), String::new(), "<|im_end|>".into()).unwrap();
        let out = t.render(&[ChatMessage::system("Be brief."), ChatMessage::user("Hi")]).unwrap();
        assert_eq!(
            out,
            "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"
        );
    }

    #[test]
    fn python_string_methods_work() {
        let src = "{% for m in messages %}{{ m['content'].strip() | upper }}{% endfor %}";
        let t = ChatTemplate::new(src.into(), String::new(), String::new()).unwrap();
        assert_eq!(t.render(&[ChatMessage::user("  hi  ")]).unwrap(), "HI");
    }

    #[test]
    fn raise_exception_and_syntax_errors_are_errors() {
        let t = ChatTemplate::new(
            "{{ raise_exception('roles must alternate') }}".into(),
            String::new(),
            String::new(),
        )
        .unwrap();
        let raised = t.render(&[]).unwrap_err();
        assert!(matches!(raised, TemplateError::Render(_)), "{raised:?}");
        assert!(raised.to_string().contains("roles must alternate"), "{raised}");
        let syntax = ChatTemplate::new("{% for %}".into(), String::new(), String::new());
        assert!(matches!(syntax, Err(TemplateError::Compile(_))), "{syntax:?}");
    }
}
